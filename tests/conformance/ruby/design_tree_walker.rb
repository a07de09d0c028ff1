# Definition for a binary tree node.
# class TreeNode
#     attr_accessor :val, :left, :right
#     def initialize(val = 0, left = nil, right = nil)
#         @val = val
#         @left = left
#         @right = right
#     end
# end
class Walker

=begin
    :type root: TreeNode
=end
    def initialize(root)
        @stack = []
        descend(root)
    end


=begin
    :rtype: Integer
=end
    def next()
        node = @stack.pop
        descend(node.right)
        node.val
    end


=begin
    :rtype: Boolean
=end
    def has_next()
        !@stack.empty?
    end

    private

    def descend(node)
        while node
            @stack << node
            node = node.left
        end
    end
end
