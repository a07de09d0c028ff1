# Reference solution for LeetCode 488, "Zuma Game", in Ruby.
#
# Idea: breadth-first search over (row, sorted hand) states, so the first empty row found is
# reached with the fewest balls. Prunings that keep the best answer:
# - a ball put right after a ball of its own colour makes the same row as one put right before
#   that ball, so only the left end of each group is tried;
# - a ball goes next to a ball of its own colour, or between two equal balls of another colour
#   (splitting a pair, which "RRWWRRBBRR" with hand "WB" needs, for an answer of 2);
# - equal balls of the hand are tried once (the hand is kept sorted);
# - a row is dropped when the hand cannot supply what its colours lack (three balls each);
# - the last ball of the hand can only empty the row by making a pair into three, so a row left
#   with one ball is not queued: whether that ball empties it is known at once.
# Removals are worked out around the new ball only: before a move no group holds three, so
# only the new ball's group can vanish, then the group its two neighbours form, and so on.
# Balls are compared as bytes (String#getbyte), which allocates nothing.
#
# Cost: the number of states reached, far below the blind search's move sequences; O(states) memory.

COLOURS = %w[R Y B G W].freeze

# The row after the groups through position `at` vanish, chains included.
def settle(row, at)
  until row.empty?
    colour = row.getbyte(at)
    left = at
    right = at
    left -= 1 while left.positive? && row.getbyte(left - 1) == colour
    right += 1 while right + 1 < row.bytesize && row.getbyte(right + 1) == colour
    break if right - left < 2

    row = row.byteslice(0, left) + row.byteslice(right + 1, row.bytesize)
    break if left.zero? || left == row.bytesize || row.getbyte(left - 1) != row.getbyte(left)

    at = left
  end
  row
end

# Whether some colour of the row can never gather three balls from the hand.
def hopeless(row, hand)
  needed = 0
  COLOURS.each do |colour|
    count = row.count(colour)
    next unless count.positive? && count < 3
    return true if hand.count(colour) < 3 - count

    needed += 3 - count
  end
  needed > hand.bytesize
end

# Whether one ball, put into a pair of its colour, empties the row.
def finishes?(row, ball)
  pair = ball * 2
  at = row.index(pair)
  while at
    return true if settle(row.byteslice(0, at) + ball + row.byteslice(at, row.bytesize), at).empty?

    at = row.index(pair, at + 1)
  end
  false
end

# @param {String} board
# @param {String} hand
# @return {Integer}
def find_min_step(board, hand)
  hand = hand.chars.sort.join
  seen = { "#{board} #{hand}" => true }
  level = [[board, hand]]
  steps = 0
  found = nil
  until level.empty?
    steps += 1
    following = []
    level.each do |row, balls|
      # Each colour of the hand once, with the hand that is left after playing it.
      plays = []
      balls.bytesize.times do |j|
        ball = balls.getbyte(j)
        next if j.positive? && balls.getbyte(j - 1) == ball

        plays << [ball, balls[j], balls.byteslice(0, j) + balls.byteslice(j + 1, balls.bytesize)]
      end
      row.bytesize.times do |i|
        here = row.getbyte(i)
        # Splitting a pair takes any other colour; otherwise only the group's own colour, at its
        # left end, is worth a try.
        splits = i.positive? && row.getbyte(i - 1) == here
        plays.each do |ball, text, rest|
          next if splits ? ball == here : ball != here
          # The last ball can only empty the row by making a pair into three.
          next if rest.empty? && (splits || row.getbyte(i + 1) != ball)

          after = settle(row.byteslice(0, i) + text + row.byteslice(i, row.bytesize), i)
          return steps if after.empty?

          next if rest.empty? || (rest.bytesize == 1 && !after.include?(rest * 2))

          key = "#{after} #{rest}"
          next if seen.key?(key) || hopeless(after, rest)

          seen[key] = true
          if rest.bytesize == 1
            found ||= steps + 1 if finishes?(after, rest)
          else
            following << [after, rest]
          end
        end
      end
    end
    return found if found

    level = following
  end
  -1
end
