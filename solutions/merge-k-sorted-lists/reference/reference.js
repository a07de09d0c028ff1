/*
 * Reference solution for LeetCode 23, "Merge k Sorted Lists", in JavaScript.
 *
 * Idea: divide and conquer. Lists are merged in pairs, two sorted lists at a time by relinking
 * their nodes (the smaller head first, ties to the first list); each round halves the number of
 * lists, so after about log2(k) rounds one list holds every node. Empty lists (null) merge as
 * nothing, and nothing is copied.
 *
 * Cost: O(N log k) for N nodes in k lists; O(k) for each round's array.
 */

const mergeTwo = (a, b) => {
    const dummy = new ListNode();
    let tail = dummy;
    while (a !== null && b !== null) {
        if (b.val < a.val) {
            tail.next = b;
            b = b.next;
        } else {
            tail.next = a;
            a = a.next;
        }
        tail = tail.next;
    }
    tail.next = a !== null ? a : b;
    return dummy.next;
};

/**
 * @param {ListNode[]} lists
 * @return {ListNode}
 */
var mergeKLists = function(lists) {
    if (lists.length === 0) return null;
    let round = lists;
    while (round.length > 1) {
        const next = [];
        for (let i = 0; i < round.length; i += 2) {
            next.push(i + 1 < round.length ? mergeTwo(round[i], round[i + 1]) : round[i]);
        }
        round = next;
    }
    return round[0];
};
