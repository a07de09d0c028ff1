# Reference solution for LeetCode 40, "Combination Sum II", in Ruby.
#
# Over the distinct numbers and how many times each is given (tally), in ascending order: for
# each number, decide how many of its copies the combination takes, from as many as fit down to
# none, and go on with the next number. A combination is one choice of counts, so each is
# produced exactly once, and no count exceeds the copies there are. Numbers too large for what
# remains end the search (the rest are larger still).
#
# Cost: one step per distinct partial combination within the target; O(target) space besides the output.

# @param {Integer[]} candidates
# @param {Integer} target
# @return {Integer[][]}
def combination_sum2(candidates, target)
  counts = candidates.tally.sort
  result = []
  path = []
  search = lambda do |index, remain|
    if remain.zero?
      result << path.dup
      next
    end
    next if index == counts.size

    value, copies = counts[index]
    next if value > remain

    most = [copies, remain / value].min
    most.downto(0) do |taken|
      path.concat([value] * taken)
      search.call(index + 1, remain - (taken * value))
      path.pop(taken)
    end
  end
  search.call(0, target)
  result
end
