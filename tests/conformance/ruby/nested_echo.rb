# @param {NestedInteger} value
# @return {NestedInteger}
def echo(value)
  value
end
