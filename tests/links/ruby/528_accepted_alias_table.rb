class Solution
    # Walker's alias method: each index owns a column of height 1, topped up from one heavy index,
    # so a draw is one column and one coin.
    def initialize(w)
        n = w.size
        total = w.sum.to_f
        @share = w.map { |weight| weight * n / total }
        @alias = Array.new(n) { |i| i }
        small, large = (0...n).partition { |i| @share[i] < 1.0 }
        until small.empty? || large.empty?
            s = small.pop
            l = large.last
            @alias[s] = l
            @share[l] -= 1.0 - @share[s]
            small << large.pop if @share[l] < 1.0
        end
        (small + large).each { |i| @share[i] = 1.0 }
    end

    def pick_index
        i = rand(@share.size)
        rand < @share[i] ? i : @alias[i]
    end
end
