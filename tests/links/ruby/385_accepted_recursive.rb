# Recursive descent: a list is '[' items separated by ',' then ']'; anything else is a number.
# @param {String} s
# @return {NestedInteger}
def deserialize(s)
  @text = s
  @at = 0
  parse_item
end

def parse_item
  if @text[@at] == '['
    @at += 1
    list = NestedInteger.new
    until @text[@at] == ']'
      list.add(parse_item)
      @at += 1 if @text[@at] == ','
    end
    @at += 1
    return list
  end
  start = @at
  @at += 1 while @at < @text.size && !',]'.include?(@text[@at])
  NestedInteger.new(Integer(@text[start...@at]))
end
