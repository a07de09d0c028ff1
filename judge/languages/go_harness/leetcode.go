// What a case exported as a program of its own (`judge export`) needs besides the user's file: the
// answer printed as LeetCode shows it, and the input's trees and linked lists built from their
// values. judge/languages/go.py writes it into the exported folder as leetcode.go, with LeetCode's
// TreeNode and ListNode (as the judge's tree.go and list.go declare them) and their builders where
// the problem has them (and Node, LeetCode's N-ary tree, only then: another problem's file may
// declare a type Node of its own); the judge's own harness does not use it.

package main

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// leetcodeJSON is the value as LeetCode prints it: JSON with no spaces, a float64 with five
// decimals, a byte (a char of the problem) as a string of one character, a *TreeNode in level
// order (null for a missing child, trailing nulls dropped), a *ListNode as its values, a *Node
// (an N-ary tree) as LeetCode serializes it, nil as null, and a nil slice as [].
func leetcodeJSON(value any) string {
	var out strings.Builder
	leetcodeWrite(&out, reflect.ValueOf(value))
	return out.String()
}

func leetcodeWrite(out *strings.Builder, value reflect.Value) {
	switch value.Kind() {
	case reflect.Invalid:
		out.WriteString("null")
	case reflect.Interface:
		leetcodeWrite(out, value.Elem())
	case reflect.Bool:
		out.WriteString(strconv.FormatBool(value.Bool()))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		out.WriteString(strconv.FormatInt(value.Int(), 10))
	case reflect.Uint8:
		leetcodeQuote(out, string(rune(value.Uint())))
	case reflect.Float32, reflect.Float64:
		out.WriteString(strconv.FormatFloat(value.Float(), 'f', 5, 64))
	case reflect.String:
		leetcodeQuote(out, value.String())
	case reflect.Slice, reflect.Array:
		out.WriteByte('[')
		for i := 0; i < value.Len(); i++ {
			if i > 0 {
				out.WriteByte(',')
			}
			leetcodeWrite(out, value.Index(i))
		}
		out.WriteByte(']')
	case reflect.Pointer:
		// LeetCode's node types, known by name: this file compiles whether the problem has them or not.
		switch value.Type().Elem().Name() {
		case "TreeNode":
			leetcodeWriteTree(out, value)
		case "ListNode":
			leetcodeWriteList(out, value)
		case "Node":
			if leetcodeIsNary(value.Type().Elem()) {
				leetcodeWriteNary(out, value)
			} else { // a Node of the file's own (an LRU cache's): printed as any pointer
				leetcodeWrite(out, value.Elem())
			}
		default:
			leetcodeWrite(out, value.Elem())
		}
	default:
		panic(fmt.Sprintf("leetcodeJSON: LeetCode prints no %s", value.Type()))
	}
}

// leetcodeQuote writes a JSON string, its characters as they are (no \u escapes but for controls).
func leetcodeQuote(out *strings.Builder, text string) {
	out.WriteByte('"')
	for _, char := range text {
		switch {
		case char == '"' || char == '\\':
			out.WriteByte('\\')
			out.WriteRune(char)
		case char == '\n':
			out.WriteString(`\n`)
		case char == '\r':
			out.WriteString(`\r`)
		case char == '\t':
			out.WriteString(`\t`)
		case char < 0x20:
			fmt.Fprintf(out, `\u%04x`, char)
		default:
			out.WriteRune(char)
		}
	}
	out.WriteByte('"')
}

// leetcodeWriteTree writes a tree in level order; one that reaches a node twice cannot be written.
func leetcodeWriteTree(out *strings.Builder, root reflect.Value) {
	var values []string
	seen := map[uintptr]bool{}
	queue := []reflect.Value{root}
	for head := 0; head < len(queue); head++ {
		node := queue[head]
		if node.IsNil() {
			values = append(values, "null")
			continue
		}
		if seen[node.Pointer()] {
			panic("the tree has a cycle or a shared node")
		}
		seen[node.Pointer()] = true
		fields := node.Elem()
		values = append(values, strconv.FormatInt(fields.FieldByName("Val").Int(), 10))
		queue = append(queue, fields.FieldByName("Left"), fields.FieldByName("Right"))
	}
	for len(values) > 0 && values[len(values)-1] == "null" {
		values = values[:len(values)-1]
	}
	out.WriteString("[" + strings.Join(values, ",") + "]")
}

// leetcodeWriteList writes a linked list's values from its head; one with a cycle cannot be written.
func leetcodeWriteList(out *strings.Builder, head reflect.Value) {
	seen := map[uintptr]bool{}
	out.WriteByte('[')
	for node := head; !node.IsNil(); node = node.Elem().FieldByName("Next") {
		if seen[node.Pointer()] {
			panic("the linked list has a cycle")
		}
		if len(seen) > 0 {
			out.WriteByte(',')
		}
		seen[node.Pointer()] = true
		out.WriteString(strconv.FormatInt(node.Elem().FieldByName("Val").Int(), 10))
	}
	out.WriteByte(']')
}

// leetcodeIsNary tells LeetCode's N-ary Node (Val and Children) from a type Node of the file's own.
func leetcodeIsNary(node reflect.Type) bool {
	if node.Kind() != reflect.Struct {
		return false
	}
	_, children := node.FieldByName("Children")
	return children
}

// leetcodeWriteNary writes an N-ary tree as LeetCode serializes it: the root, null, then each
// node's children in level order, each group ended by null, trailing nulls dropped. One that
// reaches a node twice cannot be written.
func leetcodeWriteNary(out *strings.Builder, root reflect.Value) {
	if root.IsNil() {
		out.WriteString("[]")
		return
	}
	values := []string{strconv.FormatInt(root.Elem().FieldByName("Val").Int(), 10), "null"}
	seen := map[uintptr]bool{}
	queue := []reflect.Value{root}
	for head := 0; head < len(queue); head++ {
		node := queue[head]
		if seen[node.Pointer()] {
			panic("the N-ary tree has a cycle or a shared node")
		}
		seen[node.Pointer()] = true
		children := node.Elem().FieldByName("Children")
		for i := 0; i < children.Len(); i++ {
			child := children.Index(i)
			if child.IsNil() {
				continue
			}
			values = append(values, strconv.FormatInt(child.Elem().FieldByName("Val").Int(), 10))
			queue = append(queue, child)
		}
		values = append(values, "null")
	}
	for values[len(values)-1] == "null" {
		values = values[:len(values)-1]
	}
	out.WriteString("[" + strings.Join(values, ",") + "]")
}

// export part: TreeNode

// leetcodeTree builds a tree from LeetCode's level order, nil for a missing child: each node
// present takes the next two values as its children.
func leetcodeTree(values ...any) *TreeNode {
	nodes := make([]*TreeNode, len(values))
	for i, value := range values {
		if value != nil {
			nodes[i] = &TreeNode{Val: value.(int)}
		}
	}
	next := 1
	for _, node := range nodes {
		if node == nil {
			continue
		}
		if next < len(nodes) {
			node.Left = nodes[next]
			next++
		}
		if next < len(nodes) {
			node.Right = nodes[next]
			next++
		}
	}
	if len(nodes) == 0 {
		return nil
	}
	return nodes[0]
}

// export part: ListNode

// leetcodeList builds a linked list of the values (nil when there are none).
func leetcodeList(values ...int) *ListNode {
	var head *ListNode
	for i := len(values) - 1; i >= 0; i-- {
		head = &ListNode{Val: values[i], Next: head}
	}
	return head
}

// export part: Node

// leetcodeNary builds an N-ary tree from LeetCode's serialization: the root, nil, then each node's
// children in level order, each group ended by nil. A leaf's children are an empty slice.
func leetcodeNary(values ...any) *Node {
	var nodes []*Node // in level order: the n-th group of children (after the n-th nil) is the n-th node's
	groups := 0
	for _, value := range values {
		if value == nil {
			groups++
			continue
		}
		node := &Node{Val: value.(int), Children: []*Node{}}
		if len(nodes) > 0 {
			nodes[groups-1].Children = append(nodes[groups-1].Children, node)
		}
		nodes = append(nodes, node)
	}
	if len(nodes) == 0 {
		return nil
	}
	return nodes[0]
}
