class Solution:
    def getIntersectionNode(self, headA, headB):
        values = set()
        while headB:
            values.add(headB.val)
            headB = headB.next
        while headA:
            if headA.val in values:
                return headA
            headA = headA.next
        return None
