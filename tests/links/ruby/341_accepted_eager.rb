# Eager: every integer gathered in initialize by a walk with a stack of its own, then handed out.
class NestedIterator
  def initialize(nested_list)
    @values = []
    pending = nested_list.reverse
    until pending.empty?
      item = pending.pop
      if item.is_integer
        @values << item.get_integer
      else
        pending.concat(item.get_list.reverse)
      end
    end
    @at = 0
  end

  def has_next
    @at < @values.size
  end

  def next
    @at += 1
    @values[@at - 1]
  end
end
