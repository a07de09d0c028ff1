# Reference solution for LeetCode 679, "24 Game", in Ruby.
#
# Idea: pair merging on exact fractions. Pick two of the remaining numbers, replace them by
# one result of combining them (a + b, a - b, b - a, a * b, a / b, b / a), and recurse until one
# number is left: every expression tree is reached this way. Ruby's Rational keeps every value
# exact, so 24 is compared with ==, with no tolerance to choose.
#
# Cost: at most 6 * 6 * 3 * 6 * 6 = 3888 combinations per call; O(1) memory.

# Whether the numbers can be combined into 24.
def reaches24(numbers)
  return numbers[0] == 24 if numbers.size == 1

  (0...numbers.size).to_a.combination(2) do |i, j|
    a = numbers[i]
    b = numbers[j]
    rest = numbers.reject.with_index { |_, k| k == i || k == j }
    results = [a + b, a - b, b - a, a * b]
    results << a / b unless b.zero?
    results << b / a unless a.zero?
    return true if results.any? { |value| reaches24(rest + [value]) }
  end
  false
end

# @param {Integer[]} cards
# @return {Boolean}
def judge_point24(cards)
  reaches24(cards.map { |card| Rational(card) })
end
