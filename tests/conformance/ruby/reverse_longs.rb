# @param {Integer[]} values
# @return {Integer[]}
def reverse_longs(values)
  reversed = []
  (values.size - 1).downto(0) { |i| reversed << values[i] }
  reversed
end
