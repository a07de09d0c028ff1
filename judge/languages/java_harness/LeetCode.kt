// What a case exported by `judge export` needs besides LeetCode's own classes, in Kotlin: building
// its trees (binary and N-ary) and linked lists, reading a large value from its JSON, and printing the answer as
// LeetCode shows it. judge export (kotlin.py's standalone()) copies this file beside the solution,
// without the parts of a node class the problem does not use (between the `//+Name` and `//-Name`
// lines); it is not part of the judge's harness.

import java.math.BigDecimal
import java.util.IdentityHashMap
import java.util.Locale
import kotlin.reflect.KClass
import kotlin.reflect.KType
import kotlin.reflect.typeOf

object LeetCode {
    //+TreeNode
    /** The tree of a level order, null for a missing child: tree(1, null, 2). */
    fun tree(vararg values: Int?): TreeNode? {
        if (values.isEmpty() || values[0] == null) {
            return null
        }
        val nodes = values.map { value -> value?.let { TreeNode(it) } }
        var child = 1
        for (node in nodes) {
            if (child >= nodes.size) {
                break
            }
            if (node != null) {
                node.left = nodes[child++]
                if (child < nodes.size) {
                    node.right = nodes[child++]
                }
            }
        }
        return nodes[0]
    }
    //-TreeNode

    //+ListNode
    /** The linked list of the values (null when there is none). */
    fun linked(vararg values: Int): ListNode? {
        var head: ListNode? = null
        for (value in values.reversed()) {
            val node = ListNode(value)
            node.next = head
            head = node
        }
        return head
    }
    //-ListNode

    //+Node
    /**
     * The N-ary tree of LeetCode's serialization: the root, null, then the children of each node in
     * level order, each group ended by null: nary(1, null, 3, 2, 4, null, 5, 6). Every node gets a
     * mutable list of children, a leaf an empty one.
     */
    fun nary(vararg values: Int?): Node? {
        val first = values.firstOrNull() ?: return null
        val queue = mutableListOf(leaf(first)) // the nodes made, in level order
        var position = 2 // after the root and its null
        var index = 0
        while (index < queue.size && position < values.size) {
            val children = queue[index++].children as MutableList<Node?>
            while (position < values.size && values[position] != null) {
                val child = leaf(values[position++]!!)
                children.add(child)
                queue.add(child)
            }
            position++ // the group's null
        }
        return queue[0]
    }

    /** A node without children: an empty list of them (mutable), as LeetCode's leaves have. */
    private fun leaf(value: Int): Node {
        val node = Node(value)
        node.children = mutableListOf()
        return node
    }
    //-Node

    /**
     * A value of the type T (as declared: Array<IntArray>, List<List<String>>, TreeNode?) from its
     * JSON, for a value too large to write as a literal: a method's code is at most 64 kB.
     */
    inline fun <reified T> parse(json: String): T {
        @Suppress("UNCHECKED_CAST")
        return read(json, typeOf<T>()) as T
    }

    @PublishedApi
    internal fun read(json: String, type: KType): Any? {
        val reader = Json(json)
        val value = reader.value()
        reader.end()
        return convert(value, type)
    }

    private fun convert(value: Any?, type: KType): Any? {
        if (value == null) {
            return null
        }
        val items = value as? List<*> ?: emptyList<Any?>()
        return when (val kind = type.classifier as KClass<*>) {
            Int::class -> (value as BigDecimal).intValueExact()
            Long::class -> (value as BigDecimal).longValueExact()
            Double::class -> (value as BigDecimal).toDouble()
            Boolean::class -> value as Boolean
            Char::class -> (value as String)[0]
            String::class -> value as String
            IntArray::class -> IntArray(items.size) { (items[it] as BigDecimal).intValueExact() }
            LongArray::class -> LongArray(items.size) { (items[it] as BigDecimal).longValueExact() }
            DoubleArray::class -> DoubleArray(items.size) { (items[it] as BigDecimal).toDouble() }
            BooleanArray::class -> BooleanArray(items.size) { items[it] as Boolean }
            CharArray::class -> CharArray(items.size) { (items[it] as String)[0] }
            List::class -> items.map { convert(it, itemType(type)) }
            //+TreeNode
            TreeNode::class -> tree(*Array(items.size) { (items[it] as BigDecimal?)?.intValueExact() })
            //-TreeNode
            //+ListNode
            ListNode::class -> linked(*IntArray(items.size) { (items[it] as BigDecimal).intValueExact() })
            //-ListNode
            //+Node
            Node::class -> nary(*Array(items.size) { (items[it] as BigDecimal?)?.intValueExact() })
            //-Node
            else -> {
                require(kind.java.isArray) { "no such type: $type" }
                // An array of objects, made with its item's own class: Array<CharArray> is a char[][].
                val array = java.lang.reflect.Array.newInstance(javaClassOf(itemType(type)), items.size)
                items.forEachIndexed { index, item -> java.lang.reflect.Array.set(array, index, convert(item, itemType(type))) }
                array
            }
        }
    }

    private fun itemType(type: KType): KType = type.arguments.single().type!!

    private fun javaClassOf(type: KType): Class<*> {
        val kind = type.classifier as KClass<*>
        if (kind.java.isArray && !kind.java.componentType.isPrimitive) {
            return java.lang.reflect.Array.newInstance(javaClassOf(itemType(type)), 0).javaClass
        }
        return kind.javaObjectType
    }

    /**
     * The answer as LeetCode shows it: JSON with no spaces, a double with five decimals, a char as a
     * string of one, a tree in level order (trailing nulls dropped), a linked list as its values,
     * an N-ary tree in LeetCode's serialization.
     */
    fun toJson(value: Any?): String {
        val out = StringBuilder()
        write(value, out)
        return out.toString()
    }

    //+TreeNode
    /** A tree as LeetCode shows it: its level order, [] for the empty tree (null). */
    fun toJson(root: TreeNode?): String = toJson(levelOrder(root))
    //-TreeNode

    //+ListNode
    /** A linked list as LeetCode shows it: its values, [] for the empty list (null). */
    fun toJson(head: ListNode?): String = toJson(values(head))
    //-ListNode

    //+Node
    /** An N-ary tree as LeetCode shows it: its serialization, [] for the empty tree (null). */
    fun toJson(root: Node?): String = toJson(serialized(root))
    //-Node

    private fun write(value: Any?, out: StringBuilder) {
        when (value) {
            null -> out.append("null")
            is Double, is Float -> out.append(String.format(Locale.ROOT, "%.5f", (value as Number).toDouble()))
            is Number, is Boolean -> out.append(value)
            is Char, is String -> writeString(value.toString(), out)
            //+TreeNode
            is TreeNode -> write(levelOrder(value), out)
            //-TreeNode
            //+ListNode
            is ListNode -> write(values(value), out)
            //-ListNode
            //+Node
            is Node -> write(serialized(value), out)
            //-Node
            is IntArray -> write(value.asList(), out)
            is LongArray -> write(value.asList(), out)
            is DoubleArray -> write(value.asList(), out)
            is BooleanArray -> write(value.asList(), out)
            is CharArray -> write(value.asList(), out)
            // In an array of trees or linked lists, null is the empty one.
            is Array<*> -> if (holdsNodes(value.javaClass.componentType)) {
                out.append(value.joinToString(",", "[", "]") { item -> if (item == null) "[]" else toJson(item) })
            } else {
                write(value.asList(), out)
            }
            is Iterable<*> -> {
                out.append('[')
                value.forEachIndexed { index, item ->
                    if (index > 0) {
                        out.append(',')
                    }
                    write(item, out)
                }
                out.append(']')
            }
            else -> throw IllegalArgumentException("cannot print a ${value.javaClass.name}")
        }
    }

    private fun holdsNodes(type: Class<*>): Boolean {
        //+TreeNode
        if (type == TreeNode::class.java) {
            return true
        }
        //-TreeNode
        //+ListNode
        if (type == ListNode::class.java) {
            return true
        }
        //-ListNode
        //+Node
        if (type == Node::class.java) {
            return true
        }
        //-Node
        return false
    }

    private fun writeString(text: String, out: StringBuilder) {
        out.append('"')
        for (c in text) {
            when (c) {
                '"' -> out.append("\\\"")
                '\\' -> out.append("\\\\")
                '\n' -> out.append("\\n")
                '\r' -> out.append("\\r")
                '\t' -> out.append("\\t")
                '\b' -> out.append("\\b")
                '\u000C' -> out.append("\\f")
                else -> if (c < ' ') out.append(String.format(Locale.ROOT, "\\u%04x", c.code)) else out.append(c)
            }
        }
        out.append('"')
    }

    //+TreeNode
    private fun levelOrder(root: TreeNode?): List<Int?> { // null: the empty tree
        val values = mutableListOf<Int?>()
        val queue = mutableListOf(root)
        val seen = IdentityHashMap<TreeNode, Boolean>()
        var index = 0
        while (index < queue.size) { // the queue grows as it goes
            val node = queue[index++]
            if (node == null) {
                values.add(null)
                continue
            }
            check(seen.put(node, true) == null) { "the tree has a cycle or a shared node" }
            values.add(node.`val`)
            queue.add(node.left)
            queue.add(node.right)
        }
        while (values.isNotEmpty() && values.last() == null) {
            values.removeAt(values.size - 1)
        }
        return values
    }
    //-TreeNode

    //+ListNode
    private fun values(head: ListNode?): List<Int> { // null: the empty list
        val values = mutableListOf<Int>()
        val seen = IdentityHashMap<ListNode, Boolean>()
        var node: ListNode? = head
        while (node != null) {
            check(seen.put(node, true) == null) { "the linked list has a cycle" }
            values.add(node.`val`)
            node = node.next
        }
        return values
    }
    //-ListNode

    //+Node
    /**
     * An N-ary tree's serialization: the root, null, then each node's children in level order (null
     * children skipped), each group ended by null; trailing nulls dropped.
     */
    private fun serialized(root: Node?): List<Int?> { // null: the empty tree
        if (root == null) {
            return emptyList()
        }
        val values = mutableListOf<Int?>(root.`val`, null)
        val queue = mutableListOf(root)
        val seen = IdentityHashMap<Node, Boolean>()
        var index = 0
        while (index < queue.size) { // the queue grows as it goes
            val node = queue[index++]
            check(seen.put(node, true) == null) { "the N-ary tree has a cycle or a shared node" }
            for (child in node.children) {
                if (child != null) {
                    values.add(child.`val`)
                    queue.add(child)
                }
            }
            values.add(null)
        }
        while (values.last() == null) {
            values.removeAt(values.size - 1)
        }
        return values
    }
    //-Node

    /** A JSON reader: a list is a List, a number a BigDecimal, a string a String. */
    private class Json(private val text: String) {
        private var at = 0

        fun value(): Any? {
            val c = next()
            if (c == '[') {
                at++
                val items = mutableListOf<Any?>()
                if (next() == ']') {
                    at++
                    return items
                }
                while (true) {
                    items.add(value())
                    val after = next()
                    at++
                    when (after) {
                        ']' -> return items
                        ',' -> continue
                        else -> throw error("',' or ']'")
                    }
                }
            }
            if (c == '"') {
                return string()
            }
            for (word in listOf("null", "true", "false")) {
                if (text.startsWith(word, at)) {
                    at += word.length
                    return if (word == "null") null else word == "true"
                }
            }
            val start = at
            while (at < text.length && text[at] in "+-.eE0123456789") {
                at++
            }
            if (start == at) {
                throw error("a value")
            }
            return BigDecimal(text.substring(start, at))
        }

        fun end() {
            if (next() != Char(0)) {
                throw error("the end")
            }
        }

        private fun string(): String {
            val out = StringBuilder()
            at++
            while (text[at] != '"') {
                val c = text[at++]
                if (c != '\\') {
                    out.append(c)
                    continue
                }
                when (val escaped = text[at++]) {
                    'n' -> out.append('\n')
                    'r' -> out.append('\r')
                    't' -> out.append('\t')
                    'b' -> out.append('\b')
                    'f' -> out.append('\u000C')
                    'u' -> {
                        out.append(text.substring(at, at + 4).toInt(16).toChar())
                        at += 4
                    }
                    else -> out.append(escaped) // '"', '\\', '/'
                }
            }
            at++
            return out.toString()
        }

        /** The next character that is not white space (Char(0) at the end), not taken. */
        private fun next(): Char {
            while (at < text.length && text[at].isWhitespace()) {
                at++
            }
            return if (at < text.length) text[at] else Char(0)
        }

        private fun error(wanted: String) = IllegalArgumentException("JSON: $wanted expected at $at")
    }
}
