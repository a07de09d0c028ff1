# A list added to itself: its JSON never ends, so no answer can be written.
# @param {String} s
# @return {NestedInteger}
def deserialize(s)
  result = NestedInteger.new
  result.add(result)
  result
end
