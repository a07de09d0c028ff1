# 24 Game (LeetCode 679), Ruby, WRONG ANSWER: Integer#/ rounds down.
#
# Idea: pair merging: pick two numbers, replace them by a + b, a - b, b - a, a * b, a / b or
# b / a, and recurse until one number is left.
# Bug: the cards are Integers, and in Ruby 8 / 3 is 2: every division is rounded down, so
# hands that need a fraction (3 3 8 8 is 8 / (3 - 8 / 3)) are answered false, and some
# divisions that should not reach 24 do (7 / 2 is 3). The cards need to be Rationals or Floats
# (cards.map(&:to_r)).
#
# Cost: at most 3888 combinations per hand; O(1) memory.

def merge_to24(numbers)
  return numbers.first == 24 if numbers.size == 1

  numbers.each_index do |i|
    numbers.each_index do |j|
      next if i >= j

      a = numbers[i]
      b = numbers[j]
      rest = numbers.each_index.reject { |k| k == i || k == j }.map { |k| numbers[k] }
      values = [a + b, a - b, b - a, a * b]
      values << a / b if b != 0
      values << b / a if a != 0
      return true if values.any? { |value| merge_to24(rest + [value]) }
    end
  end
  false
end

# @param {Integer[]} cards
# @return {Boolean}
def judge_point24(cards)
  merge_to24(cards)
end
