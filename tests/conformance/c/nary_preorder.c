/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numChildren;
 *     struct Node** children;
 * };
 */

/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* preorder(struct Node* root, int* returnSize) {
    int capacity = 16, top = 0, size = 0;
    struct Node** stack = malloc(sizeof(struct Node*) * capacity);
    int* values = malloc(sizeof(int) * capacity);
    if (root) stack[top++] = root;
    while (top > 0) {
        struct Node* node = stack[--top];
        if (size == capacity || top + node->numChildren > capacity) {
            capacity = 2 * capacity + node->numChildren;
            stack = realloc(stack, sizeof(struct Node*) * capacity);
            values = realloc(values, sizeof(int) * capacity);
        }
        values[size++] = node->val;
        for (int i = node->numChildren - 1; i >= 0; i--) stack[top++] = node->children[i];
    }
    free(stack);
    *returnSize = size;
    return values;
}
