/*
 * Reference solution for LeetCode 488, "Zuma Game", in C.
 *
 * Idea: breadth-first search over (row, hand) states, the hand kept sorted, each state visited
 * once: the first empty row is reached with the fewest balls. From a state, one ball of each
 * distinct colour goes into the places that can matter: before a ball of its own colour
 * (never just after one: that is the same row), or between two equal balls of another colour,
 * splitting the pair so that each half can be completed later ("RRWWRRBBRR" with "WB" needs
 * it). The last ball of the hand only goes where it makes a pair into three: nothing else can
 * empty the row. A new state is dropped when it is hopeless: some colour of the row cannot
 * gather three balls from row and hand, the colours together lack more balls than the hand
 * holds, or one ball is left and the row has no pair of its colour.
 * Removals are worked out around the new ball only: before a move no group holds three, so
 * only the new ball's group can vanish, then the group its two neighbours form, and so on.
 * States seen are kept in an open-addressing hash set of "row|hand" keys.
 *
 * Cost: the states are the rows reachable from a row of at most 16 balls with a hand of at
 * most 5, less the hopeless ones; each is expanded in O(|hand| * |row|^2).
 */

#define KEY 32 /* a row of at most 16 + 5 balls, '|', a hand of at most 5, '\0' */

struct state {
    char row[KEY];
    char hand[8];
};

struct set {
    char (*keys)[KEY];
    int capacity, count;
};

static unsigned long hashKey(const char *key) {
    unsigned long h = 5381;
    while (*key) h = h * 33 + (unsigned char)*key++;
    return h;
}

/* Adds the key; false when it was there already. */
static bool add(struct set *s, const char *key);

static void grow(struct set *s) {
    struct set bigger = {calloc(s->capacity * 2, KEY), s->capacity * 2, 0};
    for (int i = 0; i < s->capacity; i++) {
        if (s->keys[i][0]) add(&bigger, s->keys[i]);
    }
    free(s->keys);
    *s = bigger;
}

static bool add(struct set *s, const char *key) {
    if (2 * (s->count + 1) > s->capacity) grow(s);
    int i = hashKey(key) & (s->capacity - 1);
    while (s->keys[i][0]) {
        if (strcmp(s->keys[i], key) == 0) return false;
        i = (i + 1) & (s->capacity - 1);
    }
    strcpy(s->keys[i], key);
    s->count++;
    return true;
}

/* Removes the group through position at when it holds three, then the group its two
 * neighbours join into, and so on; returns the row's new length. */
static int settle(char *row, int length, int at) {
    while (length > 0) {
        int left = at, right = at;
        while (left > 0 && row[left - 1] == row[at]) left--;
        while (right + 1 < length && row[right + 1] == row[at]) right++;
        if (right - left < 2) break;
        memmove(row + left, row + right + 1, length - right - 1);
        length -= right + 1 - left;
        /* Only when the neighbours of the gap are equal can a new group have three. */
        if (left == 0 || left == length || row[left - 1] != row[left]) break;
        at = left;
    }
    row[length] = '\0';
    return length;
}

/* Whether the hand can no longer empty the row (see the prunings above). */
static bool hopeless(const char *row, const char *hand) {
    if (hand[1] == '\0') {
        /* The last ball can only empty the row by making a pair into three. */
        char pair[3] = {hand[0], hand[0], '\0'};
        return strstr(row, pair) == NULL;
    }
    int onRow[128] = {0}, inHand[128] = {0}, needed = 0, size = 0;
    for (const char *at = row; *at; at++) onRow[*at & 127]++;
    for (const char *at = hand; *at; at++, size++) inHand[*at & 127]++;
    for (const char *at = row; *at; at++) {
        int colour = *at & 127, missing = 3 - onRow[colour];
        if (onRow[colour] == 0) continue; /* a colour already counted */
        onRow[colour] = 0;
        if (missing > 0) {
            if (inHand[colour] < missing) return true;
            needed += missing;
        }
    }
    return needed > size;
}

static int byColour(const void *a, const void *b) { return *(const char *)a - *(const char *)b; }

int findMinStep(char* board, char* hand) {
    int capacity = 1024, tail = 0;
    struct state *queue = malloc(sizeof(struct state) * capacity);
    struct set seen = {calloc(1024, KEY), 1024, 0};
    char key[2 * KEY];
    strcpy(queue[0].row, board);
    strcpy(queue[0].hand, hand);
    qsort(queue[0].hand, strlen(hand), 1, byColour);
    snprintf(key, sizeof key, "%s|%s", queue[0].row, queue[0].hand);
    add(&seen, key);
    tail = 1;
    int answer = -1;
    for (int head = 0, step = 1; head < tail && answer < 0; step++) {
        for (int end = tail; head < end && answer < 0; head++) {
            struct state current = queue[head];
            int length = strlen(current.row), balls = strlen(current.hand);
            for (int j = 0; j < balls && answer < 0; j++) {
                if (j > 0 && current.hand[j] == current.hand[j - 1]) continue; /* the same colour again */
                char ball = current.hand[j];
                for (int i = 0; i <= length; i++) {
                    if (i > 0 && current.row[i - 1] == ball) continue; /* the same row as before the group */
                    if (i < length && current.row[i] == ball) {
                        /* The last ball is of use only where it makes a pair into three. */
                        if (balls == 1 && current.row[i + 1] != ball) continue;
                    } else if (balls == 1 || i == 0 || i == length || current.row[i - 1] != current.row[i]) {
                        continue; /* neither beside its colour nor splitting a pair */
                    }
                    struct state next;
                    memcpy(next.row, current.row, i);
                    next.row[i] = ball;
                    memcpy(next.row + i + 1, current.row + i, length - i);
                    int left = settle(next.row, length + 1, i);
                    if (left == 0) {
                        answer = step;
                        break;
                    }
                    if (balls == 1) continue; /* the hand is empty */
                    memcpy(next.hand, current.hand, j);
                    strcpy(next.hand + j, current.hand + j + 1);
                    if (hopeless(next.row, next.hand)) continue;
                    memcpy(key, next.row, left);
                    key[left] = '|';
                    strcpy(key + left + 1, next.hand);
                    if (!add(&seen, key)) continue;
                    if (tail == capacity) {
                        capacity *= 2;
                        queue = realloc(queue, sizeof(struct state) * capacity);
                    }
                    queue[tail++] = next;
                }
            }
        }
    }
    free(queue);
    free(seen.keys);
    return answer;
}
