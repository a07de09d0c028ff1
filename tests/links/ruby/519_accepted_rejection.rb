require 'set'

class Solution
    # Draw any cell, again until it is one not flipped yet: the cases flip few of the cells.
    def initialize(m, n)
        @m = m
        @n = n
        @flipped = Set.new
    end

    def flip
        cell = rand(@m * @n)
        cell = rand(@m * @n) while @flipped.include?(cell)
        @flipped << cell
        [cell / @n, cell % @n]
    end

    def reset
        @flipped.clear
    end
end
