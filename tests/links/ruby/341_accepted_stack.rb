# Lazy: a stack of [list, position] frames, advanced only as far as the next integer.
class NestedIterator
  # @param {NestedInteger[]} nested_list
  def initialize(nested_list)
    @frames = [[nested_list, 0]]
  end

  # @return {Boolean}
  def has_next
    until @frames.empty?
      list, position = @frames.last
      if position == list.size
        @frames.pop
      elsif list[position].is_integer
        return true
      else
        @frames.last[1] += 1
        @frames.push([list[position].get_list, 0])
      end
    end
    false
  end

  # @return {Integer}
  def next
    has_next
    list, position = @frames.last
    @frames.last[1] += 1
    list[position].get_integer
  end
end
