// Reference solution for LeetCode 23, "Merge k Sorted Lists", in TypeScript.
//
// Idea: a k-way merge with a binary min-heap of the lists' current heads, written out in an
// array (TypeScript has no priority queue of its own). The smallest head is linked after the
// result's tail and replaced at the top by its successor, or by the heap's last entry when its
// list is done, then sifted down. Empty lists (null) never enter; no node is copied.
//
// Cost: O(N log k) for N nodes in k lists; O(k) for the heap.

function mergeKLists(lists: Array<ListNode | null>): ListNode | null {
    const heap: ListNode[] = lists.filter((head): head is ListNode => head !== null);
    const siftDown = (at: number): void => {
        for (;;) {
            let smallest = at;
            for (const child of [2 * at + 1, 2 * at + 2]) {
                if (child < heap.length && heap[child].val < heap[smallest].val) smallest = child;
            }
            if (smallest === at) return;
            [heap[at], heap[smallest]] = [heap[smallest], heap[at]];
            at = smallest;
        }
    };
    for (let i = Math.floor(heap.length / 2) - 1; i >= 0; i--) siftDown(i);
    const dummy = new ListNode();
    let tail = dummy;
    while (heap.length > 0) {
        const node = heap[0];
        tail.next = node;
        tail = node;
        if (node.next !== null) {
            heap[0] = node.next;
        } else {
            const last = heap.pop()!;
            if (heap.length > 0) heap[0] = last;
        }
        siftDown(0);
    }
    tail.next = null;
    return dummy.next;
}
