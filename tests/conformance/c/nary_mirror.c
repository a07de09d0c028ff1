/**
 * Definition for a Node.
 * struct Node {
 *     int val;
 *     int numChildren;
 *     struct Node** children;
 * };
 */

struct Node* mirror(struct Node* root) {
    int capacity = 16, top = 0;
    struct Node** stack = malloc(sizeof(struct Node*) * capacity);
    if (root) stack[top++] = root;
    while (top > 0) {
        struct Node* node = stack[--top];
        for (int i = 0, j = node->numChildren - 1; i < j; i++, j--) {
            struct Node* swapped = node->children[i];
            node->children[i] = node->children[j];
            node->children[j] = swapped;
        }
        if (top + node->numChildren > capacity) {
            capacity = 2 * capacity + node->numChildren;
            stack = realloc(stack, sizeof(struct Node*) * capacity);
        }
        for (int i = 0; i < node->numChildren; i++) stack[top++] = node->children[i];
    }
    free(stack);
    return root;
}
