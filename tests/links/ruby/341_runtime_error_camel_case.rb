# The other languages' names: LeetCode's Ruby calls has_next, which this class does not define.
class NestedIterator
  def initialize(nested_list)
    @values = []
    pending = nested_list.reverse
    until pending.empty?
      item = pending.pop
      item.is_integer ? @values << item.get_integer : pending.concat(item.get_list.reverse)
    end
  end

  def hasNext
    !@values.empty?
  end

  def next
    @values.shift
  end
end
