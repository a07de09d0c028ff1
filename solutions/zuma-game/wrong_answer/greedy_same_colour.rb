# Zuma Game (LeetCode 488), Ruby, WRONG ANSWER: balls only go next to their own colour.
#
# Idea: depth-first search with memoisation over (row, sorted hand): put a ball from the hand
# next to a ball of its colour, let the groups of three or more vanish, recurse, keep the
# fewest balls.
# Bug: a ball is never put between two equal balls of another colour. LeetCode's tests were
# extended to catch this: "RRWWRRBBRR" with hand "WB" needs a W between the first two R's
# (R W R W W R R B B R R ...) for an answer of 2, and this search finds none (-1).
#
# Cost: exponential in the hand (at most 5 balls); the memo bounds the work.

def vanish(row)
  loop do
    shorter = row.sub(/(.)\1\1+/, '')
    return row if shorter == row

    row = shorter
  end
end

def fewest(row, hand, memo)
  return 0 if row.empty?
  return Float::INFINITY if hand.empty?

  memo[[row, hand]] ||= begin
    best = Float::INFINITY
    hand.chars.uniq.each do |ball|
      rest = hand.sub(ball, '')
      (0...row.size).each do |i|
        next unless row[i] == ball && (i.zero? || row[i - 1] != ball)

        best = [best, 1 + fewest(vanish(row[0, i] + ball + row[i..]), rest, memo)].min
      end
    end
    best
  end
end

# @param {String} board
# @param {String} hand
# @return {Integer}
def find_min_step(board, hand)
  answer = fewest(board, hand.chars.sort.join, {})
  answer.infinite? ? -1 : answer
end
