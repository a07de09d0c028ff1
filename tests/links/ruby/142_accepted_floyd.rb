# @param {ListNode} head
# @return {ListNode}
def detectCycle(head)
    slow = head
    fast = head
    while fast && fast.next
        slow = slow.next
        fast = fast.next.next
        if slow == fast
            slow = head
            while slow != fast
                slow = slow.next
                fast = fast.next
            end
            return slow
        end
    end
    nil
end
