/*
 * Reference solution for LeetCode 23, "Merge k Sorted Lists", in C.
 *
 * Idea: a k-way merge with a binary min-heap of node pointers, the lists' current heads, kept in
 * one malloc'd array. The smallest head is taken off the top and linked after the result's tail;
 * its successor, if any, takes its place at the top and sifts down, else the last entry does. Empty
 * lists (NULL in the array) never enter the heap; the given nodes are relinked, none copied.
 *
 * Cost: O(N log k) for N nodes in k lists; O(k) for the heap.
 */

static void sift_down(struct ListNode **heap, int size, int at) {
    for (;;) {
        int smallest = at, left = 2 * at + 1, right = 2 * at + 2;
        if (left < size && heap[left]->val < heap[smallest]->val) smallest = left;
        if (right < size && heap[right]->val < heap[smallest]->val) smallest = right;
        if (smallest == at) return;
        struct ListNode *swap = heap[at];
        heap[at] = heap[smallest];
        heap[smallest] = swap;
        at = smallest;
    }
}

struct ListNode* mergeKLists(struct ListNode** lists, int listsSize) {
    struct ListNode **heap = malloc((listsSize ? listsSize : 1) * sizeof(struct ListNode *));
    int size = 0;
    for (int i = 0; i < listsSize; i++) {
        if (lists[i]) heap[size++] = lists[i];
    }
    for (int i = size / 2 - 1; i >= 0; i--) sift_down(heap, size, i);
    struct ListNode dummy = {0, NULL};
    struct ListNode *tail = &dummy;
    while (size > 0) {
        struct ListNode *node = heap[0];
        tail->next = node;
        tail = node;
        heap[0] = node->next ? node->next : heap[--size];
        sift_down(heap, size, 0);
    }
    tail->next = NULL;
    free(heap);
    return dummy.next;
}
