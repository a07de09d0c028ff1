# @param {String} s
# @return {NestedInteger}
def deserialize(s)
  return NestedInteger.new(s.to_i) unless s.start_with?('[')

  stack = []
  number = +''
  s.each_char do |char|
    case char
    when '['
      stack << NestedInteger.new
    when ',', ']'
      unless number.empty?
        stack.last.add(NestedInteger.new(number.to_i))
        number = +''
      end
      if char == ']' && stack.size > 1
        done = stack.pop
        stack.last.add(done)
      end
    else
      number << char
    end
  end
  stack.first
end
