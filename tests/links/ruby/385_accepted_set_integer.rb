# Builds each integer with set_integer on an empty NestedInteger, and each list with add.
# @param {String} s
# @return {NestedInteger}
def deserialize(s)
  tokens = s.scan(/-?\d+|[\[\]]/)
  stack = [NestedInteger.new]
  tokens.each do |token|
    case token
    when '[' then stack << NestedInteger.new
    when ']'
      inner = stack.pop
      stack.last.add(inner)
    else
      single = NestedInteger.new
      single.set_integer(token.to_i)
      stack.last.add(single)
    end
  end
  # The outer holder has one item: the value itself.
  stack.first.get_list.first
end
