/* LeetCode's TreeNode, ListNode and Node (an N-ary tree, or another problem's Node) for a C or C++
 * submission (docs/protocol.md, "Trees and linked lists"): the structs as LeetCode declares them in
 * each language, built from the arguments' JSON and written back as the answer's.
 *
 * Included by the generated main file after judge_native.h and before the user's file, only when
 * the signature uses a node type: JUDGE_TREE_NODE, JUDGE_LIST_NODE and JUDGE_NARY_NODE, defined
 * before it, say which (a submission to another problem may name a struct TreeNode of its own, as
 * on LeetCode; an LRU cache's often declares a struct or class Node). JUDGE_RANDOM_NODE,
 * JUDGE_GRAPH_NODE, JUDGE_NEXT_NODE and JUDGE_MULTILEVEL_NODE declare instead the Node of Copy List
 * with Random Pointer, Clone Graph, Populating Next Right Pointers or Flatten a Multilevel Doubly
 * Linked List (docs/protocol.md, "LeetCode's other node classes"); the copies of the first two are
 * checked to be new nodes. JUDGE_NESTED_NODE declares LeetCode's
 * NestedInteger (341, 385): a C++ value the harness reads, writes and destroys like any other, and in
 * C an opaque struct defined after the user's file. JUDGE_ITERATOR_NODE declares LeetCode's Iterator
 * of 284: C++'s base class of the user's PeekingIterator, C's struct of two functions. JUDGE_LINKS
 * says the problem is judged by one of LeetCode's own drivers, whose links join the arguments' nodes
 * (at the end).
 *
 * Nothing here recurses: a skewed tree, a chain or a fan of 10^4 nodes is built and written in a loop.
 * The nodes are allocated as the language allocates (malloc in C, new in C++), since a solution may
 * free or delete nodes of its input; the harness itself never frees a node, and never touches an
 * input after the call unless it is the in-place answer. An answer that reaches a node twice (a
 * list's cycle, a tree's cycle or shared subtree) is found by the nodes' addresses, never by a count.
 */
#ifndef JUDGE_NATIVE_NODES_H
#define JUDGE_NATIVE_NODES_H

#include <stdint.h>

#ifdef JUDGE_TREE_NODE
#ifdef __cplusplus
struct TreeNode {
    int val;
    TreeNode *left;
    TreeNode *right;
    TreeNode() : val(0), left(nullptr), right(nullptr) {}
    TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
    TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
};
#else
struct TreeNode {
    int val;
    struct TreeNode *left;
    struct TreeNode *right;
};
#endif
#endif

#ifdef JUDGE_LIST_NODE
#ifdef __cplusplus
struct ListNode {
    int val;
    ListNode *next;
    ListNode() : val(0), next(nullptr) {}
    ListNode(int x) : val(x), next(nullptr) {}
    ListNode(int x, ListNode *next) : val(x), next(next) {}
};
#else
struct ListNode {
    int val;
    struct ListNode *next;
};
#endif
#endif

#ifdef JUDGE_NARY_NODE
#ifdef __cplusplus
#include <vector>
class Node {
public:
    int val;
    std::vector<Node *> children;

    Node() {}

    Node(int _val) { val = _val; }

    Node(int _val, std::vector<Node *> _children) {
        val = _val;
        children = _children;
    }
};
typedef Node judge_nary; /* the same name in the shared code below, whichever the language */
#else
struct Node {
    int val;
    int numChildren;
    struct Node **children;
};
typedef struct Node judge_nary;
#endif
#endif

/* LeetCode's other node classes, each `Node` in its problems' code (docs/protocol.md, "LeetCode's other
 * node classes"): Copy List with Random Pointer's (JUDGE_RANDOM_NODE), Clone Graph's (JUDGE_GRAPH_NODE),
 * Populating Next Right Pointers' (JUDGE_NEXT_NODE) and Flatten a Multilevel Doubly Linked List's
 * (JUDGE_MULTILEVEL_NODE). A signature uses one of them alone. */
#ifdef JUDGE_RANDOM_NODE
#ifdef __cplusplus
class Node {
public:
    int val;
    Node* next;
    Node* random;

    Node(int _val) {
        val = _val;
        next = NULL;
        random = NULL;
    }
};
#else
struct Node {
    int val;
    struct Node *next;
    struct Node *random;
};
#endif
#endif

#ifdef JUDGE_GRAPH_NODE
#ifdef __cplusplus
#include <vector>
class Node {
public:
    int val;
    std::vector<Node*> neighbors;
    Node() {
        val = 0;
        neighbors = std::vector<Node*>();
    }
    Node(int _val) {
        val = _val;
        neighbors = std::vector<Node*>();
    }
    Node(int _val, std::vector<Node*> _neighbors) {
        val = _val;
        neighbors = _neighbors;
    }
};
#else
struct Node {
    int val;
    int numNeighbors;
    struct Node **neighbors;
};
#endif
#endif

#ifdef JUDGE_NEXT_NODE
#ifdef __cplusplus
class Node {
public:
    int val;
    Node* left;
    Node* right;
    Node* next;

    Node() : val(0), left(NULL), right(NULL), next(NULL) {}

    Node(int _val) : val(_val), left(NULL), right(NULL), next(NULL) {}

    Node(int _val, Node* _left, Node* _right, Node* _next)
        : val(_val), left(_left), right(_right), next(_next) {}
};
#else
struct Node {
    int val;
    struct Node *left;
    struct Node *right;
    struct Node *next;
};
#endif
#endif

#ifdef JUDGE_MULTILEVEL_NODE
#ifdef __cplusplus
/* As LeetCode declares it: no constructor, so `new Node()` and `new Node{...}` are what they are for
 * any aggregate (and `new Node` leaves the fields unset). */
class Node {
public:
    int val;
    Node* prev;
    Node* next;
    Node* child;
};
#else
struct Node {
    int val;
    struct Node *prev;
    struct Node *next;
    struct Node *child;
};
#endif
#endif

/* LeetCode's Iterator of 284 (JUDGE_ITERATOR_NODE). In C++ the base class of the user's
 * PeekingIterator, whose constructor passes it the case's list: the interface LeetCode's comment declares (its data
 * opaque, a copy constructor, next, hasNext), and what it needs to own its data (a destructor and a
 * copy assignment). A copy is an iterator of its own at the same place (`Iterator(*this).next()`
 * peeks): the position is copied, the list, never changed, shared. next past the end throws, a
 * Runtime Error that says so (LeetCode's calls are all valid). */
#ifdef JUDGE_ITERATOR_NODE
#ifdef __cplusplus
#include <memory>
#include <stdexcept>
#include <vector>
class Iterator {
    struct Data;
    Data *data;

public:
    Iterator(const std::vector<int> &nums);
    Iterator(const Iterator &iter);
    Iterator &operator=(const Iterator &iter);
    ~Iterator();

    // The next element; the iterator moves past it.
    int next();

    // True while there are elements left.
    bool hasNext() const;
};

struct Iterator::Data {
    std::shared_ptr<const std::vector<int>> items;
    size_t at;
};

inline Iterator::Iterator(const std::vector<int> &nums)
    : data(new Data{std::make_shared<const std::vector<int>>(nums), 0}) {}
inline Iterator::Iterator(const Iterator &iter) : data(new Data(*iter.data)) {}
inline Iterator &Iterator::operator=(const Iterator &iter) {
    *data = *iter.data;
    return *this;
}
inline Iterator::~Iterator() { delete data; }
inline int Iterator::next() {
    if (data->at >= data->items->size()) throw std::out_of_range("Iterator::next() called after the last element");
    return (*data->items)[data->at++];
}
inline bool Iterator::hasNext() const { return data->at < data->items->size(); }
#else
/* In C, LeetCode's struct of two function pointers that take no argument: one Iterator a case, over
 * the case's list, which it owns (judge_iterator_over). next past the end jumps back to the case's
 * glue (judge_iterator_ended), which answers with the error that says so. */
#include <setjmp.h>
struct Iterator {
    bool (*hasNext)();
    int (*next)();
};

static int *judge_iterator_items;
static int judge_iterator_size;
static int judge_iterator_at;
static jmp_buf judge_iterator_ended;

static bool judge_iterator_has_next(void) { return judge_iterator_at < judge_iterator_size; }

static int judge_iterator_next(void) {
    if (judge_iterator_at >= judge_iterator_size) longjmp(judge_iterator_ended, 1);
    return judge_iterator_items[judge_iterator_at++];
}

static struct Iterator judge_iterator;

/* The case's Iterator, at the start of items (malloc'd, now the Iterator's). */
static struct Iterator *judge_iterator_over(int *items, int size) {
    free(judge_iterator_items);
    judge_iterator_items = items;
    judge_iterator_size = size;
    judge_iterator_at = 0;
    judge_iterator.hasNext = judge_iterator_has_next;
    judge_iterator.next = judge_iterator_next;
    return &judge_iterator;
}

/* The case's list freed, once the case is over. */
static void judge_iterator_free(void) {
    free(judge_iterator_items);
    judge_iterator_items = NULL;
    judge_iterator_size = judge_iterator_at = 0;
}
#endif
#endif

/* LeetCode's NestedInteger (341, 385; JUDGE_NESTED_NODE): an integer, or a list of NestedIntegers. In
 * C++ its class, whose add copies (no list can hold itself); in C an opaque struct and LeetCode's
 * functions, only declared before the user's file: the glue includes this file again after it,
 * with JUDGE_NESTED_DEFINITIONS, for the struct and the functions (see the end of the file). */
#ifdef JUDGE_NESTED_NODE
#ifdef __cplusplus
#include <utility>
#include <vector>
class NestedInteger {
public:
    NestedInteger() : integer_(0), is_list_(true) {}
    NestedInteger(int value) : integer_(value), is_list_(false) {}
    NestedInteger(const NestedInteger &) = default;
    NestedInteger(NestedInteger &&) noexcept = default;
    NestedInteger &operator=(const NestedInteger &) = default;
    NestedInteger &operator=(NestedInteger &&) noexcept = default;
    /* Its lists taken apart with a stack of its own: a list nested 25,000 deep (385) would
     * otherwise be destroyed by as many nested calls. */
    ~NestedInteger() {
        if (list_.empty()) return;
        std::vector<NestedInteger> pending = std::move(list_);
        while (!pending.empty()) {
            std::vector<NestedInteger> inner = std::move(pending.back().list_);
            pending.pop_back();
            for (NestedInteger &item : inner) {
                if (!item.list_.empty()) pending.push_back(std::move(item));
            }
        }
    }
    bool isInteger() const { return !is_list_; }
    int getInteger() const { return is_list_ ? 0 : integer_; } /* undefined for a list: 0 here */
    void setInteger(int value) {
        list_.clear();
        integer_ = value;
        is_list_ = false;
    }
    void add(const NestedInteger &ni) {
        if (!is_list_) {
            integer_ = 0;
            is_list_ = true;
        }
        list_.push_back(ni);
    }
    const std::vector<NestedInteger> &getList() const { return list_; } /* an integer's: empty */
    /* LeetCode's template shows only the const one, but its class lets a list be changed through
       getList: published solutions pass it to a vector<NestedInteger>& (doocs' 341, accepted). */
    std::vector<NestedInteger> &getList() { return list_; }

private:
    int integer_;
    bool is_list_;
    std::vector<NestedInteger> list_;
    friend NestedInteger judge_get_nested(judge_cursor *cursor);
};
#else
struct NestedInteger;
struct NestedInteger *NestedIntegerInit(void);
bool NestedIntegerIsInteger(struct NestedInteger *ni);
int NestedIntegerGetInteger(struct NestedInteger *ni);
void NestedIntegerSetInteger(struct NestedInteger *ni, int value);
void NestedIntegerAdd(struct NestedInteger *ni, struct NestedInteger *elem);
struct NestedInteger **NestedIntegerGetList(struct NestedInteger *ni);
int NestedIntegerGetListSize(struct NestedInteger *ni);
#endif
#endif

/* --- a set of addresses: the nodes written so far ---------------------------------------------- */

typedef struct {
    const void **slots; /* open addressing, linear probing; NULL is an empty slot */
    size_t capacity;    /* a power of two, or 0 */
    size_t count;
} judge_seen;

static size_t judge_seen_index(const void *pointer, size_t capacity) {
    uint64_t bits = (uint64_t)(uintptr_t)pointer * 0x9e3779b97f4a7c15ull;
    return (size_t)(bits ^ (bits >> 29)) & (capacity - 1);
}

/* Room for count addresses with the table at most half full: a bigger one, the addresses rehashed. */
static void judge_seen_reserve(judge_seen *seen, size_t count) {
    if (2 * count > seen->capacity) {
        size_t capacity = seen->capacity ? seen->capacity : 64;
        while (capacity < 2 * count) capacity *= 2;
        const void **slots = (const void **)calloc(capacity, sizeof *slots);
        if (!slots) judge_die("out of memory while writing the answer");
        for (size_t old = 0; old < seen->capacity; old++) {
            if (!seen->slots[old]) continue;
            size_t index = judge_seen_index(seen->slots[old], capacity);
            while (slots[index]) index = (index + 1) & (capacity - 1);
            slots[index] = seen->slots[old];
        }
        free((void *)seen->slots);
        seen->slots = slots;
        seen->capacity = capacity;
    }
}

/* Adds the address; false when it is there already. */
static bool judge_seen_add(judge_seen *seen, const void *pointer) {
    judge_seen_reserve(seen, seen->count + 1);
    size_t index = judge_seen_index(pointer, seen->capacity);
    while (seen->slots[index]) {
        if (seen->slots[index] == pointer) return false;
        index = (index + 1) & (seen->capacity - 1);
    }
    seen->slots[index] = pointer;
    seen->count++;
    return true;
}

/* Empties the set, given every address it holds: each is taken out where it is, its probe passing
 * the slots already emptied. The slots are kept (see judge_written), and the cost is this answer's,
 * not the table's: a big table is not cleared again after each of many small answers. */
static void judge_seen_empty(judge_seen *seen, void *const *added, size_t count) {
    for (size_t at = 0; at < count; at++) {
        size_t index = judge_seen_index(added[at], seen->capacity);
        while (seen->slots[index] != added[at]) index = (index + 1) & (seen->capacity - 1);
        seen->slots[index] = NULL;
    }
    seen->count = 0;
}

/* A growing array of pointers: the harness's own queue of nodes (see judge_queue). */
typedef struct {
    void **items;
    size_t size;
    size_t capacity;
} judge_pointers;

static void judge_push(judge_pointers *array, void *pointer, const char *doing) {
    if (array->size == array->capacity) {
        size_t capacity = array->capacity ? 2 * array->capacity : 64;
        void **items = (void **)realloc(array->items, capacity * sizeof *items);
        if (!items) judge_die(doing);
        array->items = items;
        array->capacity = capacity;
    }
    array->items[array->size++] = pointer;
}

/* The set and the queue of a tree being written (and the queue of one being read), kept from one
 * answer to the next: a fresh table and queue per answer, their pages faulted in again and copied
 * as they doubled, cost about as much as writing the values of 10^4 nodes. Reading and writing
 * never nest, nor does one answer's writing another's. */
static judge_seen judge_written;
static judge_pointers judge_queue;

/* An answer that cannot be written (LeetCode's "Error - Found cycle in the ListNode"): the case's
 * error fields in place of whatever was written of the answer. */
static int judge_node_error(judge_buffer *out, const char *message) {
    out->size = 0;
    judge_put_text(out, "\"type\":\"Error\",\"message\":");
    judge_put_string(out, message);
    judge_put_text(out, ",\"frames\":[],\"frames_total\":0");
    return JUDGE_ERROR;
}

/* Whether the JSON at the cursor is null (consumed if so). */
static bool judge_get_null(judge_cursor *cursor) {
    judge_skip_space(cursor);
    const char *at = cursor->at; /* compared by hand: strncmp is the sanitizers' interceptor */
    if (cursor->end - at >= 4 && at[0] == 'n' && at[1] == 'u' && at[2] == 'l' && at[3] == 'l') {
        cursor->at += 4;
        return true;
    }
    return false;
}

/* A binary tree's reader from its level order (checked by the judge): each node present takes the
 * next two entries as its children; NULL for []. One for each node class with left and right
 * (TreeNode, and 116's Node with next). */
#define JUDGE_LEVEL_ORDER_READER(name, type, make)                                                  \
static type *name(judge_cursor *cursor) {                                                           \
    static const char *const doing = "out of memory while reading the arguments";                   \
    judge_expect(cursor, '[');                                                                      \
    type *root = NULL;                                                                              \
    judge_pointers *parents = &judge_queue;                                                         \
    parents->size = 0; /* whatever a case that threw left in it */                                  \
    size_t parent = 0;                                                                              \
    bool right = false;                                                                             \
    for (bool first = true; judge_more(cursor, first); first = false) {                             \
        type *node = judge_get_null(cursor) ? NULL : make((int)judge_get_long(cursor));             \
        if (first) {                                                                                \
            if (!node) judge_die("malformed tree from the judge (a null root)");                    \
            root = node;                                                                            \
        } else {                                                                                    \
            if (parent >= parents->size)                                                            \
                judge_die("malformed tree from the judge (an entry without a parent)");             \
            type *above = (type *)parents->items[parent];                                           \
            if (right) {                                                                            \
                above->right = node;                                                                \
                parent++;                                                                           \
            } else {                                                                                \
                above->left = node;                                                                 \
            }                                                                                       \
            right = !right;                                                                         \
        }                                                                                           \
        if (node) judge_push(parents, node, doing);                                                 \
    }                                                                                               \
    return root;                                                                                    \
}

#ifdef JUDGE_TREE_NODE
static struct TreeNode *judge_new_tree(int value) {
#ifdef __cplusplus
    return new TreeNode(value); /* std::bad_alloc: the case's glue reports out of memory */
#else
    struct TreeNode *node = (struct TreeNode *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->left = NULL;
    node->right = NULL;
    return node;
#endif
}

JUDGE_LEVEL_ORDER_READER(judge_get_tree, struct TreeNode, judge_new_tree)

/* One entry of a tree's level order: null, or a node's value, the node then queued for its
 * children's entries; false for a node written before. */
static bool judge_put_tree_entry(judge_buffer *out, struct TreeNode *node, size_t *kept) {
    if (!node) {
        judge_put_bytes(out, "null", 4);
        return true;
    }
    if (!judge_seen_add(&judge_written, node)) return false;
    judge_put_long(out, node->val);
    *kept = out->size;
    judge_push(&judge_queue, node, "out of memory while writing the answer");
    return true;
}

/* A tree's level order, trailing nulls dropped; a node reached twice cannot be written. The queue
 * holds the nodes written, in order, never a null: the entries after the root's are their
 * children, two each, written as each node leaves the queue. */
static int judge_put_tree(judge_buffer *out, struct TreeNode *root) {
    if (!root) {
        judge_put_text(out, "[]");
        return JUDGE_ANSWER;
    }
    judge_queue.size = 0;
    /* The set holds the queued nodes: room for as many as the queue has (grown by reading the
     * argument's nodes, most often as many as the answer's) spares it growing by doubling. */
    judge_seen_reserve(&judge_written, judge_queue.capacity);
    judge_put_byte(out, '[');
    size_t kept = out->size; /* the answer's length up to its last value */
    bool fine = judge_put_tree_entry(out, root, &kept);
    for (size_t head = 0; fine && head < judge_queue.size; head++) {
        struct TreeNode *node = (struct TreeNode *)judge_queue.items[head];
        struct TreeNode *left = node->left, *right = node->right;
        judge_put_byte(out, ',');
        fine = judge_put_tree_entry(out, left, &kept);
        if (!fine) break;
        judge_put_byte(out, ',');
        fine = judge_put_tree_entry(out, right, &kept);
    }
    judge_seen_empty(&judge_written, judge_queue.items, judge_queue.size);
    if (!fine) return judge_node_error(out, "Found a cycle or a shared node in the TreeNode");
    out->size = kept;
    judge_put_byte(out, ']');
    return JUDGE_ANSWER;
}

/* A list of trees (an empty one as []): each written on its own. */
static int judge_put_trees(judge_buffer *out, struct TreeNode *const *trees, size_t count) {
    judge_put_text(out, "[");
    for (size_t index = 0; index < count; index++) {
        if (index) judge_put_text(out, ",");
        int status = judge_put_tree(out, trees[index]);
        if (status != JUDGE_ANSWER) return status;
    }
    judge_put_text(out, "]");
    return JUDGE_ANSWER;
}
#endif

#ifdef JUDGE_LIST_NODE
static struct ListNode *judge_new_list(int value) {
#ifdef __cplusplus
    return new ListNode(value);
#else
    struct ListNode *node = (struct ListNode *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->next = NULL;
    return node;
#endif
}

/* A linked list from its values; NULL for []. */
static struct ListNode *judge_get_list(judge_cursor *cursor) {
    judge_expect(cursor, '[');
    struct ListNode *head = NULL, *tail = NULL;
    for (bool first = true; judge_more(cursor, first); first = false) {
        struct ListNode *node = judge_new_list((int)judge_get_long(cursor));
        if (tail) {
            tail->next = node;
        } else {
            head = node;
        }
        tail = node;
    }
    return head;
}

/* A list's values from its head; a list that comes back to a node it passed cannot be written.
 * With one next per node, coming back means a cycle, which Brent's method finds without a set of
 * the addresses (a set of 10^4 cost more than writing the values): the node at each power of two
 * steps is noted, and the walk is in a cycle when it meets the noted node again. That is within
 * three times the list's distinct nodes, and what was written of the values is dropped anyway. */
static int judge_put_list(judge_buffer *out, struct ListNode *head) {
    const struct ListNode *noted = NULL;
    size_t steps = 0, next_note = 1;
    judge_put_byte(out, '[');
    for (struct ListNode *node = head; node; node = node->next) {
        if (node == noted) return judge_node_error(out, "Found cycle in the ListNode");
        if (++steps == next_note) {
            noted = node;
            next_note *= 2;
        }
        if (node != head) judge_put_byte(out, ',');
        judge_put_long(out, node->val);
    }
    judge_put_byte(out, ']');
    return JUDGE_ANSWER;
}

/* A list of linked lists (an empty one as []). */
static int judge_put_lists(judge_buffer *out, struct ListNode *const *lists, size_t count) {
    judge_put_text(out, "[");
    for (size_t index = 0; index < count; index++) {
        if (index) judge_put_text(out, ",");
        int status = judge_put_list(out, lists[index]);
        if (status != JUDGE_ANSWER) return status;
    }
    judge_put_text(out, "]");
    return JUDGE_ANSWER;
}
#endif

#ifdef JUDGE_NARY_NODE
static judge_nary *judge_new_nary(int value) {
#ifdef __cplusplus
    return new Node(value); /* its children an empty vector, as LeetCode's leaves */
#else
    struct Node *node = (struct Node *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->numChildren = 0;
    node->children = NULL; /* a leaf's empty array is given when the tree is complete */
    return node;
#endif
}

/* The children gathered for one node, given to it as LeetCode's caller has them: in C an array
 * malloc'd to their exact number (a read past the last is AddressSanitizer's to report). */
static void judge_nary_adopt(judge_nary *parent, judge_pointers *children) {
    if (!children->size) return; /* a leaf: see judge_get_nary */
#ifdef __cplusplus
    parent->children.reserve(children->size);
    for (size_t index = 0; index < children->size; index++)
        parent->children.push_back((Node *)children->items[index]);
#else
    if (children->size > (size_t)0x7fffffff)
        judge_die("malformed N-ary tree from the judge (too many children)");
    parent->numChildren = (int)children->size;
    parent->children = (struct Node **)malloc(children->size * sizeof *parent->children);
    if (!parent->children) judge_die("out of memory while reading the arguments");
    memcpy(parent->children, children->items, children->size * sizeof *parent->children);
#endif
    children->size = 0;
}

/* An N-ary tree from LeetCode's serialization (checked by the judge): the root, null, then each
 * node's children in level order, each group ended by null. NULL for []. Every leaf's children are
 * an empty collection, never NULL: a solution may loop over them without a check, as on LeetCode. */
static judge_nary *judge_get_nary(judge_cursor *cursor) {
    static const char *const doing = "out of memory while reading the arguments";
    judge_expect(cursor, '[');
    judge_pointers nodes = {NULL, 0, 0};    /* in level order: the n-th group's parent is the n-th */
    judge_pointers children = {NULL, 0, 0}; /* the group being read */
    size_t groups = 0;                      /* the nulls read: the root's is the first */
    for (bool first = true; judge_more(cursor, first); first = false) {
        if (judge_get_null(cursor)) {
            if (groups > 0) judge_nary_adopt((judge_nary *)nodes.items[groups - 1], &children);
            groups++;
            continue;
        }
        judge_nary *node = judge_new_nary((int)judge_get_long(cursor));
        if (!first) {
            if (groups == 0 || groups > nodes.size)
                judge_die("malformed N-ary tree from the judge (a child without a parent)");
            judge_push(&children, node, doing);
        }
        judge_push(&nodes, node, doing);
    }
    if (children.size) judge_nary_adopt((judge_nary *)nodes.items[groups - 1], &children);
#ifndef __cplusplus
    for (size_t index = 0; index < nodes.size; index++) {
        struct Node *node = (struct Node *)nodes.items[index];
        if (!node->children) node->children = (struct Node **)judge_fit(NULL, 0, sizeof *node->children);
    }
#endif
    judge_nary *root = nodes.size ? (judge_nary *)nodes.items[0] : NULL;
    free(nodes.items);
    free(children.items);
    return root;
}

/* An N-ary tree in LeetCode's serialization, trailing nulls dropped; a node reached twice cannot be
 * written. Null children (or a NULL array of them in C) are written as none. */
static int judge_put_nary(judge_buffer *out, judge_nary *root) {
    static const char *const doing = "out of memory while writing the answer";
    if (!root) {
        judge_put_text(out, "[]");
        return JUDGE_ANSWER;
    }
    judge_pointers *queue = &judge_queue;
    queue->size = 0;
    judge_push(queue, root, doing);
    judge_put_byte(out, '[');
    judge_put_long(out, root->val);
    size_t kept = out->size; /* the answer's length up to its last value */
    judge_put_text(out, ",null");
    int status = JUDGE_ANSWER;
    size_t head = 0; /* the nodes before it are the set's */
    for (; head < queue->size; head++) {
        judge_nary *node = (judge_nary *)queue->items[head];
        if (!judge_seen_add(&judge_written, node)) {
            status = judge_node_error(out, "Found a cycle or a shared node in the Node tree");
            break;
        }
#ifdef __cplusplus
        size_t count = node->children.size();
        Node *const *children = node->children.data();
#else
        size_t count = node->children && node->numChildren > 0 ? (size_t)node->numChildren : 0;
        struct Node *const *children = node->children;
#endif
        for (size_t index = 0; index < count; index++) {
            judge_nary *child = children[index];
            if (!child) continue;
            judge_put_byte(out, ',');
            judge_put_long(out, child->val);
            kept = out->size;
            judge_push(queue, child, doing);
        }
        judge_put_bytes(out, ",null", 5);
    }
    if (status == JUDGE_ANSWER) {
        out->size = kept;
        judge_put_byte(out, ']');
    }
    judge_seen_empty(&judge_written, queue->items, head);
    return status;
}

/* A list of N-ary trees (an empty one as []): each written on its own. */
static int judge_put_narys(judge_buffer *out, judge_nary *const *trees, size_t count) {
    judge_put_text(out, "[");
    for (size_t index = 0; index < count; index++) {
        if (index) judge_put_text(out, ",");
        int status = judge_put_nary(out, trees[index]);
        if (status != JUDGE_ANSWER) return status;
    }
    judge_put_text(out, "]");
    return JUDGE_ANSWER;
}
#endif

#if defined(JUDGE_RANDOM_NODE) || defined(JUDGE_GRAPH_NODE)
/* --- the copies of 138 and 133 -------------------------------------------------------------------
 * The answer must be made of new nodes: one that holds a node the harness built for the input is
 * the error of docs/protocol.md, found by address. The case's input nodes are in judge_originals
 * (and, in the order they were built, in judge_original_nodes), forgotten when the next case's
 * argument is read. The harness never frees a node, so no other node of the case has such an
 * address unless the solution freed that input node itself (AddressSanitizer's quarantine keeps a
 * freed block from being handed out again soon after). */
static judge_seen judge_originals;
static judge_pointers judge_original_nodes;

static void judge_originals_forget(void) {
    judge_seen_empty(&judge_originals, judge_original_nodes.items, judge_original_nodes.size);
    judge_original_nodes.size = 0;
}

static void judge_original(void *node) {
    judge_seen_add(&judge_originals, node);
    judge_push(&judge_original_nodes, node, "out of memory while reading the arguments");
}

static bool judge_is_original(const void *node) {
    if (!judge_originals.capacity) return false;
    size_t index = judge_seen_index(node, judge_originals.capacity);
    while (judge_originals.slots[index]) {
        if (judge_originals.slots[index] == node) return true;
        index = (index + 1) & (judge_originals.capacity - 1);
    }
    return false;
}

static int judge_copy_error(judge_buffer *out, int value) {
    char message[96];
    snprintf(message, sizeof message, "The answer holds a node of the input (val %d), not a copy of it", value);
    return judge_node_error(out, message);
}
#endif

#if defined(JUDGE_RANDOM_NODE) || defined(JUDGE_MULTILEVEL_NODE)
/* Where each of the answer's nodes stands in it, by address: an open-addressing table of its own. */
typedef struct {
    const void **keys;
    size_t *indexes;
    size_t capacity; /* a power of two, at least twice the nodes */
} judge_positions;

/* The table of the nodes walked, each at its index (freed by judge_positions_free). */
static judge_positions judge_positions_make(const judge_pointers *nodes) {
    judge_positions table = {NULL, NULL, 64};
    while (table.capacity < 2 * nodes->size) table.capacity *= 2;
    table.keys = (const void **)calloc(table.capacity, sizeof *table.keys);
    table.indexes = (size_t *)malloc(table.capacity * sizeof *table.indexes);
    if (!table.keys || !table.indexes) judge_die("out of memory while writing the answer");
    for (size_t index = 0; index < nodes->size; index++) {
        size_t slot = judge_seen_index(nodes->items[index], table.capacity);
        while (table.keys[slot]) slot = (slot + 1) & (table.capacity - 1);
        table.keys[slot] = nodes->items[index];
        table.indexes[slot] = index;
    }
    return table;
}

static void judge_positions_free(judge_positions *table) {
    free((void *)table->keys);
    free(table->indexes);
}

/* The node's index in the walk; (size_t)-1 for a node not in it (found by address, never read). */
static size_t judge_position_of(const judge_positions *table, const void *node) {
    size_t slot = judge_seen_index(node, table->capacity);
    while (table->keys[slot]) {
        if (table->keys[slot] == node) return table->indexes[slot];
        slot = (slot + 1) & (table->capacity - 1);
    }
    return (size_t)-1;
}
#endif

#ifdef JUDGE_RANDOM_NODE
static struct Node *judge_new_random(int value) {
#ifdef __cplusplus
    return new Node(value);
#else
    struct Node *node = (struct Node *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->next = NULL;
    node->random = NULL;
    return node;
#endif
}

/* A list with random pointers from [[val, index of the node random points at, or null], ...]
 * (checked by the judge); NULL for []. Its nodes are the case's originals. */
static struct Node *judge_get_random_list(judge_cursor *cursor) {
    static long long *randoms; /* each node's random index, -1 for null: kept from case to case */
    static size_t capacity;
    judge_originals_forget();
    judge_pointers *nodes = &judge_original_nodes;
    int count = 0;
    judge_expect(cursor, '[');
    for (bool first = true; judge_more(cursor, first); first = false) {
        judge_expect(cursor, '[');
        struct Node *node = judge_new_random((int)judge_get_long(cursor));
        judge_expect(cursor, ',');
        long long random = judge_get_null(cursor) ? -1 : judge_get_long(cursor);
        judge_expect(cursor, ']');
        judge_grow((void **)&randoms, &capacity, count, sizeof *randoms);
        randoms[count++] = random;
        if (nodes->size) ((struct Node *)nodes->items[nodes->size - 1])->next = node;
        judge_original(node);
    }
    for (int index = 0; index < count; index++) {
        long long random = randoms[index];
        if (random < -1 || random >= count) judge_die("malformed list from the judge (no such random node)");
        if (random >= 0) ((struct Node *)nodes->items[index])->random = (struct Node *)nodes->items[random];
    }
    return count ? (struct Node *)nodes->items[0] : NULL;
}

/* [[val, index of the node random points at, or null], ...] from the head. A next that comes back,
 * a node of the input or a random pointer out of the list cannot be written (docs/protocol.md). */
static int judge_put_random_list(judge_buffer *out, struct Node *head) {
    static const char *const doing = "out of memory while writing the answer";
    judge_pointers *nodes = &judge_queue;
    nodes->size = 0;
    bool cycle = false;
    for (struct Node *node = head; node; node = node->next) {
        if (!judge_seen_add(&judge_written, node)) {
            cycle = true;
            break;
        }
        judge_push(nodes, node, doing);
    }
    judge_seen_empty(&judge_written, nodes->items, nodes->size);
    if (cycle) return judge_node_error(out, "Found cycle in the list");
    for (size_t index = 0; index < nodes->size; index++) {
        struct Node *node = (struct Node *)nodes->items[index];
        if (judge_is_original(node)) return judge_copy_error(out, node->val);
    }
    judge_positions table = judge_positions_make(nodes);
    int status = JUDGE_ANSWER;
    judge_put_byte(out, '[');
    for (size_t index = 0; index < nodes->size; index++) {
        struct Node *node = (struct Node *)nodes->items[index];
        if (index) judge_put_byte(out, ',');
        judge_put_byte(out, '[');
        judge_put_long(out, node->val);
        judge_put_byte(out, ',');
        if (!node->random) {
            judge_put_bytes(out, "null", 4);
        } else {
            size_t at = judge_position_of(&table, node->random);
            if (at == (size_t)-1) {
                status = judge_node_error(out, "A random pointer leads to a node that is not in the list");
                break;
            }
            judge_put_long(out, (long long)at);
        }
        judge_put_byte(out, ']');
    }
    judge_positions_free(&table);
    if (status == JUDGE_ANSWER) judge_put_byte(out, ']');
    return status;
}
#endif

#ifdef JUDGE_GRAPH_NODE
static struct Node *judge_new_graph(int value) {
#ifdef __cplusplus
    return new Node(value);
#else
    struct Node *node = (struct Node *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->numNeighbors = 0;
    node->neighbors = NULL;
    return node;
#endif
}

/* A connected undirected graph from LeetCode's adjacency list (checked by the judge): node k has the
 * value k + 1 and the neighbours listed, by value; NULL for []. The method gets node 1. Its nodes
 * are the case's originals. In C each node's neighbours are an array malloc'd to their number
 * (empty but not NULL for none). */
static struct Node *judge_get_graph(judge_cursor *cursor) {
    static long long *values; /* every list's values, one after the other */
    static size_t values_capacity;
    static int *ends; /* where each node's list ends in values */
    static size_t ends_capacity;
    judge_originals_forget();
    int count = 0, total = 0;
    judge_expect(cursor, '[');
    for (bool first = true; judge_more(cursor, first); first = false) {
        judge_expect(cursor, '[');
        for (bool inner = true; judge_more(cursor, inner); inner = false) {
            judge_grow((void **)&values, &values_capacity, total, sizeof *values);
            values[total++] = judge_get_long(cursor);
        }
        judge_grow((void **)&ends, &ends_capacity, count, sizeof *ends);
        ends[count++] = total;
    }
    for (int index = 0; index < count; index++) judge_original(judge_new_graph(index + 1));
    struct Node **nodes = (struct Node **)judge_original_nodes.items;
    for (int index = 0, start = 0; index < count; start = ends[index++]) {
        struct Node *node = nodes[index];
        int size = ends[index] - start;
        for (int at = start; at < ends[index]; at++) {
            if (values[at] < 1 || values[at] > count) judge_die("malformed graph from the judge (no such node)");
        }
#ifdef __cplusplus
        node->neighbors.reserve((size_t)size);
        for (int at = start; at < ends[index]; at++) node->neighbors.push_back(nodes[values[at] - 1]);
#else
        node->numNeighbors = size;
        node->neighbors = (struct Node **)judge_fit(NULL, size, sizeof *node->neighbors);
        if (!node->neighbors) judge_die("out of memory while reading the arguments");
        for (int at = start; at < ends[index]; at++) node->neighbors[at - start] = nodes[values[at] - 1];
#endif
    }
    return count ? nodes[0] : NULL;
}

/* A node's neighbours as the solution left them: in C, none when the array is NULL or its number
 * not positive. */
#ifdef __cplusplus
#define JUDGE_NEIGHBOURS(node, count, list)                                                             \
    size_t count = (node)->neighbors.size();                                                            \
    Node *const *list = (node)->neighbors.data()
#else
#define JUDGE_NEIGHBOURS(node, count, list)                                                             \
    size_t count = (node)->neighbors && (node)->numNeighbors > 0 ? (size_t)(node)->numNeighbors : 0;    \
    struct Node *const *list = (node)->neighbors
#endif

typedef struct {
    int val;
    size_t at; /* the node's place in the walk: equal values keep that order */
} judge_ranked;

static int judge_rank_order(const void *left, const void *right) {
    const judge_ranked *one = (const judge_ranked *)left, *other = (const judge_ranked *)right;
    if (one->val != other->val) return one->val < other->val ? -1 : 1;
    return one->at < other->at ? -1 : one->at > other->at;
}

/* The adjacency list of the nodes reached from node (by address, breadth first), ordered by value:
 * each one's neighbours' values, in its own order; [] for NULL. A node of the input cannot be. */
static int judge_put_graph(judge_buffer *out, struct Node *node) {
    static const char *const doing = "out of memory while writing the answer";
    if (!node) {
        judge_put_text(out, "[]");
        return JUDGE_ANSWER;
    }
    judge_pointers *order = &judge_queue;
    order->size = 0;
    judge_seen_add(&judge_written, node);
    judge_push(order, node, doing);
    for (size_t head = 0; head < order->size; head++) { /* grows as it goes */
        JUDGE_NEIGHBOURS((struct Node *)order->items[head], count, neighbours);
        for (size_t index = 0; index < count; index++) {
            struct Node *other = neighbours[index];
            if (other && judge_seen_add(&judge_written, other)) judge_push(order, other, doing);
        }
    }
    judge_seen_empty(&judge_written, order->items, order->size);
    for (size_t index = 0; index < order->size; index++) {
        struct Node *node = (struct Node *)order->items[index];
        if (judge_is_original(node)) return judge_copy_error(out, node->val);
    }
    judge_ranked *ranked = (judge_ranked *)malloc(order->size * sizeof *ranked);
    if (!ranked) judge_die(doing);
    for (size_t index = 0; index < order->size; index++) {
        ranked[index].val = ((struct Node *)order->items[index])->val;
        ranked[index].at = index;
    }
    qsort(ranked, order->size, sizeof *ranked, judge_rank_order);
    judge_put_byte(out, '[');
    for (size_t rank = 0; rank < order->size; rank++) {
        if (rank) judge_put_byte(out, ',');
        judge_put_byte(out, '[');
        JUDGE_NEIGHBOURS((struct Node *)order->items[ranked[rank].at], count, neighbours);
        bool first = true;
        for (size_t index = 0; index < count; index++) {
            if (!neighbours[index]) continue;
            if (!first) judge_put_byte(out, ',');
            first = false;
            judge_put_long(out, neighbours[index]->val);
        }
        judge_put_byte(out, ']');
    }
    judge_put_byte(out, ']');
    free(ranked);
    return JUDGE_ANSWER;
}
#endif

#ifdef JUDGE_NEXT_NODE
static struct Node *judge_new_next(int value) {
#ifdef __cplusplus
    return new Node(value);
#else
    struct Node *node = (struct Node *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->left = NULL;
    node->right = NULL;
    node->next = NULL;
    return node;
#endif
}

/* A binary tree from its level order, every next NULL (as judge_get_tree); NULL for []. */
JUDGE_LEVEL_ORDER_READER(judge_get_next_tree, struct Node, judge_new_next)

/* LeetCode's answer of 116 and 117: level by level (the levels found by left and right, a node
 * reached twice being an error as in a TreeNode), each read from its first node along next and
 * ended by "#"; a walk along next longer than the tree has nodes goes round. [] for NULL. */
static int judge_put_next_tree(judge_buffer *out, struct Node *root) {
    static const char *const doing = "out of memory while writing the answer";
    static judge_pointers firsts; /* each level's first node */
    if (!root) {
        judge_put_text(out, "[]");
        return JUDGE_ANSWER;
    }
    judge_pointers *queue = &judge_queue;
    queue->size = 0;
    firsts.size = 0;
    judge_seen_add(&judge_written, root);
    judge_push(queue, root, doing);
    bool fine = true;
    for (size_t start = 0; fine && start < queue->size;) {
        size_t end = queue->size;
        judge_push(&firsts, queue->items[start], doing);
        for (size_t index = start; fine && index < end; index++) {
            struct Node *node = (struct Node *)queue->items[index];
            struct Node *children[2] = {node->left, node->right};
            for (int side = 0; side < 2; side++) {
                if (!children[side]) continue;
                if (!judge_seen_add(&judge_written, children[side])) {
                    fine = false;
                    break;
                }
                judge_push(queue, children[side], doing);
            }
        }
        start = end;
    }
    size_t total = queue->size;
    judge_seen_empty(&judge_written, queue->items, queue->size);
    if (!fine) return judge_node_error(out, "Found a cycle or a shared node in the TreeNode");
    judge_put_byte(out, '[');
    for (size_t level = 0; level < firsts.size; level++) {
        size_t steps = 0;
        for (struct Node *node = (struct Node *)firsts.items[level]; node; node = node->next) {
            if (++steps > total) return judge_node_error(out, "Found a cycle in the next pointers");
            judge_put_long(out, node->val);
            judge_put_byte(out, ',');
        }
        judge_put_text(out, level + 1 < firsts.size ? "\"#\"," : "\"#\"");
    }
    judge_put_byte(out, ']');
    return JUDGE_ANSWER;
}
#endif

#ifdef JUDGE_MULTILEVEL_NODE
static struct Node *judge_new_multilevel(int value, struct Node *prev) {
#ifdef __cplusplus
    return new Node{value, prev, nullptr, nullptr};
#else
    struct Node *node = (struct Node *)malloc(sizeof *node);
    if (!node) judge_die("out of memory while reading the arguments");
    node->val = value;
    node->prev = prev;
    node->next = NULL;
    node->child = NULL;
    return node;
#endif
}

/* A multilevel doubly linked list from LeetCode's serialization (checked by the judge): each level's
 * values, ended by null, then one more null for each node before the one the next level hangs under
 * in the level above ([1,2,null,3]: 3 is the child of 1); NULL for []. Read entry by entry: a run of
 * values is a level, whose first node becomes the child of the node the nulls before it counted. */
static struct Node *judge_get_multilevel(judge_cursor *cursor) {
    struct Node *head = NULL;
    struct Node *above = NULL; /* the first node of the level above the one being read */
    struct Node *last = NULL;  /* the last node of the level being read; NULL between levels */
    long long nulls = 0;       /* the nulls since the last level ended, its closing one included */
    judge_expect(cursor, '[');
    for (bool first = true; judge_more(cursor, first); first = false) {
        if (judge_get_null(cursor)) {
            if (last) nulls = 0;
            nulls++;
            last = NULL;
            continue;
        }
        int value = (int)judge_get_long(cursor);
        struct Node *node = judge_new_multilevel(value, last);
        if (last) {
            last->next = node;
        } else if (!head) {
            if (nulls) judge_die("malformed multilevel list from the judge (a null before the head)");
            head = above = node;
        } else {
            struct Node *parent = above;
            for (long long step = 1; parent && step < nulls; step++) parent = parent->next;
            if (!parent || !nulls) judge_die("malformed multilevel list from the judge (no node to hang a level under)");
            parent->child = node;
            above = node;
        }
        last = node;
    }
    return head;
}

/* The list walked along next from the head: [[val, index in the walk of the node prev points at
 * (null for none, -1 for a node not in the walk), child's val or null], ...]; [] for NULL. The judge
 * says which link is wrong, if one is. A next that comes back cannot be written (LeetCode's error).
 * Only the walk's nodes and the children are read: a prev is looked up by its address alone. */
static int judge_put_multilevel(judge_buffer *out, struct Node *head) {
    static const char *const doing = "out of memory while writing the answer";
    judge_pointers *nodes = &judge_queue;
    nodes->size = 0;
    bool cycle = false;
    for (struct Node *node = head; node; node = node->next) {
        if (!judge_seen_add(&judge_written, node)) {
            cycle = true;
            break;
        }
        judge_push(nodes, node, doing);
    }
    judge_seen_empty(&judge_written, nodes->items, nodes->size);
    if (cycle) return judge_node_error(out, "Found cycle in the list");
    judge_positions table = judge_positions_make(nodes);
    judge_put_byte(out, '[');
    for (size_t index = 0; index < nodes->size; index++) {
        struct Node *node = (struct Node *)nodes->items[index];
        if (index) judge_put_byte(out, ',');
        judge_put_byte(out, '[');
        judge_put_long(out, node->val);
        judge_put_byte(out, ',');
        if (!node->prev) {
            judge_put_bytes(out, "null", 4);
        } else {
            size_t at = judge_position_of(&table, node->prev);
            judge_put_long(out, at == (size_t)-1 ? -1 : (long long)at);
        }
        judge_put_byte(out, ',');
        if (!node->child) {
            judge_put_bytes(out, "null", 4);
        } else {
            judge_put_long(out, node->child->val);
        }
        judge_put_byte(out, ']');
    }
    judge_put_byte(out, ']');
    judge_positions_free(&table);
    return JUDGE_ANSWER;
}
#endif

#if defined(JUDGE_NESTED_NODE) && defined(__cplusplus)
/* A NestedInteger from its JSON (an integer, or a list of them nested; checked by the judge), with a
 * stack of its own: the lists being read, innermost last. A list's items are added to it only
 * while it is the innermost, so the pointers to the outer ones stay valid. */
inline NestedInteger judge_get_nested(judge_cursor *cursor) {
    judge_skip_space(cursor);
    if (cursor->at >= cursor->end || *cursor->at != '[') return NestedInteger((int)judge_get_long(cursor));
    cursor->at++;
    NestedInteger root;
    std::vector<NestedInteger *> open(1, &root);
    bool first = true;
    while (!open.empty()) {
        if (!judge_more(cursor, first)) {
            open.pop_back();
            first = false;
            continue;
        }
        first = false;
        judge_skip_space(cursor);
        std::vector<NestedInteger> &items = open.back()->list_;
        if (cursor->at < cursor->end && *cursor->at == '[') {
            cursor->at++;
            items.emplace_back();
            open.push_back(&items.back());
            first = true;
        } else {
            items.emplace_back((int)judge_get_long(cursor));
        }
    }
    return root;
}

/* A NestedInteger's JSON ([a,[b]], an integer alone), with a stack of its own; it stops once past the
 * result limit. No list can hold itself in C++ (add copies), so it always ends. */
static int judge_put_nested(judge_buffer *out, const NestedInteger &root) {
    if (root.isInteger()) {
        judge_put_long(out, root.getInteger());
        return JUDGE_ANSWER;
    }
    std::vector<std::pair<const std::vector<NestedInteger> *, size_t>> open(1, {&root.getList(), 0});
    judge_put_byte(out, '[');
    while (!open.empty() && !judge_over_limit(out)) {
        const std::vector<NestedInteger> &items = *open.back().first;
        size_t at = open.back().second++;
        if (at == items.size()) {
            open.pop_back();
            judge_put_byte(out, ']');
            continue;
        }
        if (at) judge_put_byte(out, ',');
        if (items[at].isInteger()) {
            judge_put_long(out, items[at].getInteger());
        } else {
            judge_put_byte(out, '[');
            open.push_back({&items[at].getList(), 0});
        }
    }
    return JUDGE_ANSWER;
}
#endif

#ifdef JUDGE_LINKS
/* --- LeetCode's own drivers (docs/protocol.md, "Links") -----------------------------------------
 * Linked List Cycle, Intersection of Two Linked Lists and Lowest Common Ancestor give the method
 * nodes joined in ways a list or a tree's JSON cannot say: after the arguments comes a list of
 * links, applied to the nodes as built. JUDGE_LINKS is defined before this file only for such a
 * problem; the glue (judge/languages/c.py, cpp.py) holds each argument as a void pointer with its
 * shape, and each argument's nodes in judge_links_built, kept from one case to the next.
 *
 * Every node is counted before any link is applied (a list from its head, a tree in level order,
 * missing children left out), so no walk here meets a cycle. After the call no input is read: a
 * returned node is found among the counted ones by its address alone (the solution may have freed
 * or deleted nodes of its input); only a node of the method's own has its val read. */

enum { JUDGE_SHAPE_NONE = 0, JUDGE_SHAPE_LIST = 1, JUDGE_SHAPE_TREE = 2 };

/* The nodes of one argument as built, in order: what a link's and a returned node's indexes count. */
static void judge_links_count(judge_pointers *built, void *argument, int shape) {
    static const char *const doing = "out of memory while reading the arguments";
    built->size = 0;
    if (!argument) return;
#ifdef JUDGE_LIST_NODE
    if (shape == JUDGE_SHAPE_LIST) {
        for (struct ListNode *node = (struct ListNode *)argument; node; node = node->next)
            judge_push(built, node, doing);
        return;
    }
#endif
#ifdef JUDGE_TREE_NODE
    if (shape == JUDGE_SHAPE_TREE) {
        judge_push(built, argument, doing);
        for (size_t head = 0; head < built->size; head++) { /* the array grows as it goes: level order */
            struct TreeNode *node = (struct TreeNode *)built->items[head];
            if (node->left) judge_push(built, node->left, doing);
            if (node->right) judge_push(built, node->right, doing);
        }
    }
#endif
    (void)shape;
}

/* Node `index` of argument `argument`, both from a link the judge sent: checked, never trusted. */
static void *judge_links_node(judge_pointers *built, size_t count, long long argument, long long index) {
    if (argument < 0 || (size_t)argument >= count || index < 0 || (size_t)index >= built[argument].size)
        judge_die("malformed links from the judge (no such node)");
    return built[argument].items[index];
}

/* Counts each argument's nodes into built, then reads the case's links (its last argument) and
 * applies each in turn: [0, a, i, b, j] gives node i of argument a (a list) node j of argument b as
 * its next; [1, t, b, j] makes argument t node j of argument b (of the same shape). */
static void judge_links_apply(judge_cursor *cursor, void **arguments, const int *shapes, judge_pointers *built,
                              size_t count) {
    for (size_t argument = 0; argument < count; argument++)
        judge_links_count(&built[argument], arguments[argument], shapes[argument]);
    judge_expect(cursor, '[');
    for (bool first = true; judge_more(cursor, first); first = false) {
        judge_expect(cursor, '[');
        long long kind = judge_get_long(cursor);
        judge_expect(cursor, ',');
        long long target = judge_get_long(cursor);
        long long index = 0;
        if (kind == 0) {
            judge_expect(cursor, ',');
            index = judge_get_long(cursor);
        }
        judge_expect(cursor, ',');
        long long source = judge_get_long(cursor);
        judge_expect(cursor, ',');
        void *node = judge_links_node(built, count, source, judge_get_long(cursor));
        judge_expect(cursor, ']');
        if (kind == 0) {
            void *from = judge_links_node(built, count, target, index);
#ifdef JUDGE_LIST_NODE
            if (shapes[target] == JUDGE_SHAPE_LIST && shapes[source] == JUDGE_SHAPE_LIST) {
                ((struct ListNode *)from)->next = (struct ListNode *)node;
                continue;
            }
#endif
            (void)from;
            judge_die("malformed links from the judge (a next link between nodes that are not a list's)");
        } else if (kind == 1) {
            if (target < 0 || (size_t)target >= count || shapes[target] != shapes[source])
                judge_die("malformed links from the judge (no such argument)");
            arguments[target] = node;
        } else {
            judge_die("malformed links from the judge (an unknown kind of link)");
        }
    }
}

/* Where a returned node stands: [argument, index] for the first argument, in order, whose counted
 * nodes hold it (by its address); false when none does. */
static bool judge_links_place(judge_buffer *out, const void *node, const judge_pointers *built, size_t count) {
    for (size_t argument = 0; argument < count; argument++) {
        for (size_t index = 0; index < built[argument].size; index++) {
            if (built[argument].items[index] != node) continue;
            judge_put_byte(out, '[');
            judge_put_long(out, (long long)argument);
            judge_put_byte(out, ',');
            judge_put_long(out, (long long)index);
            judge_put_byte(out, ']');
            return true;
        }
    }
    return false;
}

/* A returned node's place: null for none, [-1, val] for a node of the method's own. */
#ifdef JUDGE_LIST_NODE
static void judge_put_list_place(judge_buffer *out, struct ListNode *node, const judge_pointers *built,
                                 size_t count) {
    if (!node) {
        judge_put_text(out, "null");
    } else if (!judge_links_place(out, node, built, count)) {
        judge_put_text(out, "[-1,");
        judge_put_long(out, node->val);
        judge_put_byte(out, ']');
    }
}
#endif
#ifdef JUDGE_TREE_NODE
static void judge_put_tree_place(judge_buffer *out, struct TreeNode *node, const judge_pointers *built,
                                 size_t count) {
    if (!node) {
        judge_put_text(out, "null");
    } else if (!judge_links_place(out, node, built, count)) {
        judge_put_text(out, "[-1,");
        judge_put_long(out, node->val);
        judge_put_byte(out, ']');
    }
}
#endif
#endif

#endif

/* C's NestedInteger, after the user's file (JUDGE_NESTED_DEFINITIONS, defined by the glue before it
 * includes this file again): opaque to the file, as LeetCode's is. */
#if defined(JUDGE_NESTED_NODE) && defined(JUDGE_NESTED_DEFINITIONS) && !defined(__cplusplus) && \
    !defined(JUDGE_NESTED_DEFINED)
#define JUDGE_NESTED_DEFINED 1
struct NestedInteger {
    bool is_list;
    bool writing; /* a list being written: met again inside itself, it holds itself */
    int integer;
    int size;
    int capacity;
    struct NestedInteger **items; /* a list's, malloc'd (an input's to its exact length) */
};

struct NestedInteger *NestedIntegerInit(void) {
    struct NestedInteger *made = (struct NestedInteger *)calloc(1, sizeof *made);
    if (!made) judge_die("out of memory in NestedIntegerInit");
    made->is_list = true;
    return made;
}

bool NestedIntegerIsInteger(struct NestedInteger *ni) { return !ni->is_list; }

/* Undefined for a list, as LeetCode says: 0 here. */
int NestedIntegerGetInteger(struct NestedInteger *ni) { return ni->is_list ? 0 : ni->integer; }

void NestedIntegerSetInteger(struct NestedInteger *ni, int value) {
    ni->is_list = false;
    ni->integer = value;
    ni->size = 0;
}

void NestedIntegerAdd(struct NestedInteger *ni, struct NestedInteger *elem) {
    if (!ni->is_list) {
        ni->is_list = true;
        ni->integer = 0;
        ni->size = 0;
    }
    if (ni->size == ni->capacity) {
        int capacity = ni->capacity ? 2 * ni->capacity : 4;
        struct NestedInteger **items = (struct NestedInteger **)realloc(ni->items, (size_t)capacity * sizeof *items);
        if (!items) judge_die("out of memory in NestedIntegerAdd");
        ni->items = items;
        ni->capacity = capacity;
    }
    ni->items[ni->size++] = elem;
}

/* Undefined for an integer, as LeetCode says: NULL and 0 here. */
struct NestedInteger **NestedIntegerGetList(struct NestedInteger *ni) { return ni->is_list ? ni->items : NULL; }

int NestedIntegerGetListSize(struct NestedInteger *ni) { return ni->is_list ? ni->size : 0; }

static struct NestedInteger *judge_new_nested_integer(int value) {
    struct NestedInteger *made = NestedIntegerInit();
    NestedIntegerSetInteger(made, value);
    return made;
}

/* The lists of the NestedInteger being read or written, innermost last, with the next item of each. */
typedef struct {
    struct NestedInteger *list;
    int at;
} judge_nested_open;
static judge_nested_open *judge_nested_stack;
static size_t judge_nested_capacity;

static void judge_nested_push(int depth, struct NestedInteger *list) {
    judge_grow((void **)&judge_nested_stack, &judge_nested_capacity, depth, sizeof *judge_nested_stack);
    judge_nested_stack[depth].list = list;
    judge_nested_stack[depth].at = 0;
}

/* A NestedInteger from its JSON (an integer, or a list of them nested; checked by the judge), with a
 * stack of its own; each list's array cut to its length once read, as LeetCode's caller allocates
 * (a read past the end is AddressSanitizer's to report). */
static struct NestedInteger *judge_get_nested(judge_cursor *cursor) {
    judge_skip_space(cursor);
    if (cursor->at >= cursor->end || *cursor->at != '[') return judge_new_nested_integer((int)judge_get_long(cursor));
    cursor->at++;
    struct NestedInteger *root = NestedIntegerInit();
    int depth = 0;
    judge_nested_push(depth++, root);
    bool first = true;
    while (depth) {
        struct NestedInteger *list = judge_nested_stack[depth - 1].list;
        if (!judge_more(cursor, first)) {
            list->items = (struct NestedInteger **)judge_fit(list->items, list->size, sizeof *list->items);
            list->capacity = list->size;
            depth--;
            first = false;
            continue;
        }
        first = false;
        judge_skip_space(cursor);
        if (cursor->at < cursor->end && *cursor->at == '[') {
            cursor->at++;
            struct NestedInteger *inner = NestedIntegerInit();
            NestedIntegerAdd(list, inner);
            judge_nested_push(depth++, inner);
            first = true;
        } else {
            NestedIntegerAdd(list, judge_new_nested_integer((int)judge_get_long(cursor)));
        }
    }
    return root;
}

/* A NestedInteger's JSON ([a,[b]], an integer alone, null for NULL), with a stack of its own; it
 * stops once past the result limit (lists shared again and again can make it endless). A list met
 * again inside itself cannot be written: LeetCode's error, as for a list's cycle. */
static int judge_put_nested(judge_buffer *out, struct NestedInteger *root) {
    if (!root) {
        judge_put_text(out, "null");
        return JUDGE_ANSWER;
    }
    if (!root->is_list) {
        judge_put_long(out, root->integer);
        return JUDGE_ANSWER;
    }
    int depth = 0;
    root->writing = true;
    judge_nested_push(depth++, root);
    judge_put_byte(out, '[');
    bool cycle = false;
    while (depth && !judge_over_limit(out)) {
        judge_nested_open *top = &judge_nested_stack[depth - 1];
        if (top->at >= top->list->size) {
            top->list->writing = false;
            depth--;
            judge_put_byte(out, ']');
            continue;
        }
        struct NestedInteger *item = top->list->items[top->at++];
        if (top->at > 1) judge_put_byte(out, ',');
        if (!item) {
            judge_put_bytes(out, "null", 4);
        } else if (!item->is_list) {
            judge_put_long(out, item->integer);
        } else if (item->writing) {
            cycle = true;
            break;
        } else {
            item->writing = true;
            judge_nested_push(depth++, item);
            judge_put_byte(out, '[');
        }
    }
    while (depth) judge_nested_stack[--depth].list->writing = false; /* what a stop left open */
    if (cycle) return judge_node_error(out, "Found a cycle in the NestedInteger: a list that holds itself");
    return JUDGE_ANSWER;
}
#endif
