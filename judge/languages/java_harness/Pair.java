// LeetCode's Java has javafx.util.Pair, which published solutions use with or without an import
// (`import javafx.util.Pair;`, or `Pair<TreeNode, Integer>` alone). The JDK has no JavaFX, so the
// judge compiles this class, with the same methods, once with its harness; the user's compile
// imports its package on demand, so a Pair class of the user's own still wins.
package javafx.util;

import java.io.Serializable;
import java.util.Objects;

public class Pair<K, V> implements Serializable {
    private static final long serialVersionUID = 1L;

    private final K key;
    private final V value;

    public Pair(K key, V value) {
        this.key = key;
        this.value = value;
    }

    public K getKey() {
        return key;
    }

    public V getValue() {
        return value;
    }

    @Override
    public String toString() {
        return key + "=" + value;
    }

    @Override
    public int hashCode() {
        // JavaFX's rule (a key's hash times 13, plus the value's), so that sets and maps of pairs
        // iterate in the order they have on LeetCode.
        return Objects.hashCode(key) * 13 + Objects.hashCode(value);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Pair)) {
            return false;
        }
        Pair<?, ?> pair = (Pair<?, ?>) other;
        return Objects.equals(key, pair.key) && Objects.equals(value, pair.value);
    }
}
