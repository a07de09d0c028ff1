# frozen_string_literal: true

# Ruby's program in the sandbox: load the source, call the method on each case, send back plain data.
#
# Started by the supervisor as `ruby --disable=gems,... ruby_harness.rb CONTROL_FD RESULT_FD`; it
# speaks the protocol of docs/protocol.md (JSON lines both ways) and decides nothing about
# correctness: the judge checks every answer itself.
#
# LeetCode's semantics: the source is compiled and run once, at the top level, so its `def`s are
# top-level methods and its globals, constants and top-level instance variables keep their values
# from case to case; the method is called afresh for each case.
#
# The IO calls, the JSON parser and the core methods the harness calls on the submission's objects
# are bound here first: a submission that redefines them does not change how frames travel. One
# that redefines what the encoder uses on plain arrays and strings can at worst spoil its own
# answer's JSON: a wrong or malformed answer, never a verdict (the judge checks every answer).

require 'json'

module JudgeHarness
  MAX_DEPTH = 32
  MAX_TEXT = 2000
  MAX_FRAMES = 50
  HARNESS_FILE = __FILE__
  UTF_8 = Encoding::UTF_8
  US_ASCII = Encoding::US_ASCII

  # JSON's parser, without its nesting limit of 100: a NestedInteger argument nests as deep as 385's
  # strings do. It reads its options by calling key? on them, which a submission may redefine on
  # Hash: the options are a Hash of the harness's own class, which keeps Ruby's.
  class ParseOptions < Hash
    define_method(:key?, Hash.instance_method(:key?))
  end
  PARSE_OPTIONS = ParseOptions.new.merge!(max_nesting: false).freeze
  NEW_PARSER = JSON::Parser.method(:new)
  PARSE = JSON::Parser.instance_method(:parse)
  SYSREAD = IO.instance_method(:sysread)
  SYSWRITE = IO.instance_method(:syswrite)
  FLUSH = IO.instance_method(:flush)
  METHOD_OF = Kernel.instance_method(:method)
  RESPONDS = Kernel.instance_method(:respond_to?)
  CLASS_OF = Kernel.instance_method(:class)
  IS_A = Kernel.instance_method(:is_a?)
  MODULE_NAME = Module.instance_method(:name)
  SINGLETON = Module.instance_method(:singleton_class?)
  EXIT = Process.method(:exit!)
  INTEGER_TEXT = Integer.instance_method(:to_s)
  FLOAT_TEXT = Float.instance_method(:to_s)
  EACH_WITH_INDEX = Array.instance_method(:each_with_index)
  ALLOCATE = Class.instance_method(:allocate)
  NEW = Class.instance_method(:new)
  PUBLIC_SEND = Kernel.instance_method(:public_send)
  CONST_DEFINED = Module.instance_method(:const_defined?)
  CONST_GET = Module.instance_method(:const_get)
  SET_IVAR = Kernel.instance_method(:instance_variable_set)
  HAS_KEY = Hash.instance_method(:key?)
  STORE = Hash.instance_method(:[]=)
  PUBLIC_DEFINED = Module.instance_method(:public_method_defined?)
  INSTANCE_METHOD = Module.instance_method(:instance_method)
  OWNER = Method.instance_method(:owner)
  SAME_METHOD = UnboundMethod.instance_method(:==)
  UNBIND = Method.instance_method(:unbind)
  GENERATE = JSON.method(:generate)
  STDOUT_IO = $stdout
  STDERR_IO = $stderr

  # JSON's escapes for the characters a JSON string cannot hold raw.
  UNSAFE = /["\\\x00-\x1f]/.freeze
  # The same characters for String#count: a joined row holds exactly its own quotes when none is in it.
  UNSAFE_COUNTED = "\"\\\\\x00-\x1f"
  ESCAPES = (0..31).to_h { |code| [code.chr, format('\\u%04x', code)] }
                   .merge('"' => '\\"', '\\' => '\\\\', "\n" => '\\n', "\t" => '\\t').freeze

  # Raised by the encoder when the answer's JSON passes the limit; not a StandardError, so no
  # `rescue => e` of the submission's could ever catch it.
  class TooLarge < Exception; end

  @pending = ''.b
  @packed_max_size = 0
  @packed_rows = {}
  @packed_mark = ''
  @packed_fill = ''
  @filename = ''

  # --- the two channels ------------------------------------------------------------------------

  def self.receive
    # The next control frame (one line of JSON), or nil when the judge closed the channel.
    loop do
      newline = @pending.index("\n")
      if newline
        line = @pending.byteslice(0, newline)
        @pending = @pending.byteslice(newline + 1, @pending.bytesize) || ''.b
        return PARSE.bind_call(NEW_PARSER.call(line.force_encoding(UTF_8), **PARSE_OPTIONS))
      end
      begin
        @pending << SYSREAD.bind_call(@control, 1 << 20)
      rescue Errno::EAGAIN, Errno::EINTR
        sleep(0.001) # a descriptor someone made non-blocking is not ready yet
      rescue EOFError, IOError, SystemCallError
        return nil
      end
    end
  end

  def self.send_frame(text)
    data = "#{text}\n".b
    until data.empty?
      written = SYSWRITE.bind_call(@result, data)
      data = data.byteslice(written, data.bytesize)
    end
  rescue SystemCallError, IOError
    EXIT.call(0) # the judge is gone
  end

  def self.flush_output
    # What the submission printed must reach the judge before its answer does.
    [STDOUT_IO, STDERR_IO].each do |stream|
      FLUSH.bind_call(stream)
    rescue StandardError
      nil
    end
    [$stdout, $stderr].each do |stream|
      stream.flush if !stream.equal?(STDOUT_IO) && !stream.equal?(STDERR_IO) && stream.respond_to?(:flush)
    rescue StandardError
      nil
    end
  end

  # Written to standard output and standard error after each case's own output (flushed just
  # before), ahead of its answer: the judge cuts the streams there (docs/protocol.md).
  CASE_END = "\0case-end\0".b.freeze

  def self.end_case
    [STDOUT_IO, STDERR_IO].each do |stream|
      SYSWRITE.bind_call(stream, CASE_END)
    rescue StandardError
      nil
    end
  end

  def self.finish
    flush_output
    EXIT.call(0)
  end

  # --- values ----------------------------------------------------------------------------------

  def self.safe_text(limit = MAX_TEXT)
    text = yield
    text = text.is_a?(String) ? utf8(text) : '?'
    text.length <= limit ? text : "#{text[0, limit]}..."
  rescue Exception # a submission's to_s may raise anything, exit included
    '?'
  end

  def self.utf8(text)
    # The string as valid UTF-8: a binary string that holds UTF-8 is read as such; other
    # encodings are converted; bytes that are no character become U+FFFD.
    encoding = text.encoding
    return text if (encoding == UTF_8 || encoding == US_ASCII) && text.valid_encoding?

    copy = text.dup.force_encoding(UTF_8)
    return copy if copy.valid_encoding?

    begin
      text.encode(UTF_8)
    rescue EncodingError
      copy.scrub("\uFFFD")
    end
  end

  def self.json_string(text)
    text = utf8(text)
    return "\"#{text}\"" unless UNSAFE.match?(text)

    "\"#{text.gsub(UNSAFE, ESCAPES)}\""
  end

  def self.type_name(value)
    safe_text(200) do
      klass = CLASS_OF.bind_call(value)
      klass.name || klass.inspect
    end
  end

  # Boards travel packed when every row is a single mark among fill characters (both from the
  # setup's "packed", the problem's packed_rows; nil: no packing): one character per row,
  # chr(48 + column) (docs/protocol.md).
  def self.rows_of_size(size)
    @packed_rows[size] ||= (0...size).to_h do |column|
      [(@packed_fill * column) + @packed_mark + (@packed_fill * (size - column - 1)), (48 + column).chr]
    end
  end

  def self.packed_boards(value, budget)
    size = value[0].size
    return nil unless size.positive? && size <= @packed_max_size

    rows = rows_of_size(size)
    columns = +''
    value.each do |board|
      return nil unless board.instance_of?(Array) && board.size == size

      board.each do |row|
        column = row.instance_of?(String) ? rows[row] : nil
        return nil if column.nil?

        columns << column
      end
    end
    # The output limit is about the value, not its transport: count the size of its plain JSON.
    raise TooLarge if value.size * ((size * size) + (3 * size) + 2) + 1 > budget

    "{\"$type\":\"boards\",\"size\":#{size},\"columns\":\"#{columns}\"}"
  end

  def self.board_list(value, budget)
    # A list of lists of plain ASCII strings (boards, grids of characters) in one pass; nil when
    # some item is anything else.
    parts = []
    used = 2
    value.each do |board|
      return nil unless board.instance_of?(Array)

      board.each { |row| return nil unless row.instance_of?(String) }
      text = board.empty? ? '[]' : "[\"#{board.join('","')}\"]"
      return nil unless text.ascii_only? && text.count(UNSAFE_COUNTED) == 2 * board.size

      used += text.bytesize + 1
      raise TooLarge if used > budget

      parts << text
    end
    "[#{parts.join(',')}]"
  end

  def self.encode(value, budget)
    # JSON text for value: plain data as is, anything else as a tagged object naming its type.
    if value.instance_of?(Array) && !value.empty? && value[0].instance_of?(Array)
      fast = packed_boards(value, budget) || board_list(value, budget)
      return fast if fast
    end
    out = +''
    walk(value, 0, out, budget, {}.compare_by_identity)
    out
  end

  def self.emit(out, text, budget)
    out << text
    raise TooLarge if out.bytesize > budget
  end

  def self.tagged(out, budget, kind, fields = '')
    emit(out, "{\"$type\":\"#{kind}\"#{fields}}", budget)
  end

  def self.walk(item, depth, out, budget, path)
    case item
    when nil then emit(out, 'null', budget)
    when true then emit(out, 'true', budget)
    when false then emit(out, 'false', budget)
    when Integer then emit(out, INTEGER_TEXT.bind_call(item), budget)
    when Float
      if item.finite?
        emit(out, FLOAT_TEXT.bind_call(item), budget)
      else
        tagged(out, budget, 'float', ",\"repr\":\"#{item.nan? ? 'nan' : item.positive? ? 'inf' : '-inf'}\"")
      end
    when String then emit(out, json_string(item), budget)
    when Array
      return tagged(out, budget, 'deep', ",\"type\":#{json_string(type_name(item))}") if depth >= MAX_DEPTH
      return tagged(out, budget, 'cycle', ",\"type\":#{json_string(type_name(item))}") if path.key?(item)

      path[item] = true
      emit(out, '[', budget)
      EACH_WITH_INDEX.bind_call(item) do |element, index|
        emit(out, ',', budget) if index.positive?
        walk(element, depth + 1, out, budget, path)
      end
      emit(out, ']', budget)
      path.delete(item)
    when Hash then tagged(out, budget, 'dict', ",\"size\":#{item.size}")
    else
      if !Object.autoload?(:Set) && defined?(::Set) && item.is_a?(::Set)
        tagged(out, budget, 'set', ",\"size\":#{item.size}")
      else
        iterator = item.is_a?(Enumerator)
        tagged(out, budget, 'object', ",\"type\":#{json_string(type_name(item))},\"iterator\":#{iterator}")
      end
    end
  end

  # --- trees and linked lists (docs/protocol.md) ----------------------------------------------

  # An answer that cannot be written as its type (a list with a cycle): LeetCode's Runtime Error.
  class Unwritable < Exception; end

  def self.define_node_classes(nary, driven = nil)
    # LeetCode's node classes, as its Ruby template shows them in a comment: top-level classes when
    # the problem has nodes (a file that reopens one changes the harness's own class, as on LeetCode).
    # Node, the N-ary tree's, only when the problem has one: solutions of other problems (an LRU
    # cache) define a Node class of their own. driven: the shape of 138's, 133's, 116/117's or
    # 430's own Node, which is then Node.
    tree = Class.new do
      attr_accessor :val, :left, :right

      def initialize(val = 0, left = nil, right = nil)
        @val = val
        @left = left
        @right = right
      end
    end
    list = Class.new do
      attr_accessor :val, :next

      def initialize(val = 0, _next = nil)
        @val = val
        @next = _next
      end
    end
    Object.const_set(:TreeNode, tree)
    Object.const_set(:ListNode, list)
    @tree_node = tree
    @list_node = list
    # Held now: the arguments' nodes are made by these, whatever `initialize` the submission gives the class.
    @tree_init = tree.instance_method(:initialize)
    @list_init = list.instance_method(:initialize)
    @internal_class = internal_class
    if driven
      @driven_node = driven_class(driven)
      Object.const_set(:Node, @driven_node)
    end
    return unless nary

    @nary_node = Class.new do
      attr_accessor :val, :children

      def initialize(val)
        @val = val
        @children = []
      end
    end
    Object.const_set(:Node, @nary_node)
  end

  def self.internal_class
    # ObjectSpace.internal_class_of, which tells an object with a singleton class of its own from the
    # plain instances of its class (Kernel#class does not); nil if objspace is missing. The
    # submission then finds objspace loaded, as after a `require 'objspace'` of its own.
    require 'objspace'
    ObjectSpace.method(:internal_class_of)
  rescue LoadError
    nil
  end

  # The arguments' nodes are made by the class's `initialize` as the harness defined it (held in
  # define_node_classes), whatever `initialize` the submission gave the class: by `new` while the
  # class has that one and Class#new, else allocated and set up by it with bound calls.

  def self.by_new?(klass, init)
    OWNER.bind_call(METHOD_OF.bind_call(klass, :new)).equal?(Class) &&
      SAME_METHOD.bind_call(INSTANCE_METHOD.bind_call(Class, :new), NEW) &&
      SAME_METHOD.bind_call(INSTANCE_METHOD.bind_call(klass, :initialize), init)
  end

  def self.build_tree(values)
    # The tree of a level order (checked by the judge: the root first, no entry without a parent).
    # Each node present takes the next two entries as its children, so the children of the j-th
    # node present are at 2j + 1 and 2j + 2: built from the last entry back, each node is made
    # with its children at once, without recursion.
    count = values.size
    return nil if count.zero?

    klass = @tree_node
    init = @tree_init
    by_new = by_new?(klass, init)
    allocate = ALLOCATE # locals, not constants, in the loop: a constant costs about as much as a call
    nodes = Array.new(count) # by position, nil for a null
    ordinal = values.compact.size
    position = count
    while position > 0
      position -= 1
      value = values[position]
      next if value.nil?

      ordinal -= 1
      left = nodes[ordinal + ordinal + 1]
      right = nodes[ordinal + ordinal + 2]
      if by_new
        nodes[position] = klass.new(value, left, right)
      else
        node = allocate.bind_call(klass)
        init.bind_call(node, value, left, right)
        nodes[position] = node
      end
    end
    nodes[0]
  end

  def self.build_list(values)
    klass = @list_node
    init = @list_init
    by_new = by_new?(klass, init)
    allocate = ALLOCATE
    head = nil
    position = values.size
    while position > 0
      position -= 1
      if by_new
        head = klass.new(values[position], head)
      else
        node = allocate.bind_call(klass)
        init.bind_call(node, values[position], head)
        head = node
      end
    end
    head
  end

  def self.nary_node(value, children)
    node = ALLOCATE.bind_call(@nary_node)
    SET_IVAR.bind_call(node, :@val, value)
    SET_IVAR.bind_call(node, :@children, children)
    node
  end

  def self.build_nary(values)
    # The N-ary tree of LeetCode's serialization (checked by the judge): the root, null, then each
    # node's children in level order, each group ended by null; without recursion. A leaf's
    # children are an empty Array, as LeetCode's are.
    return nil if values.empty?

    lists = [[]] # each node's children, in level order: the harness's own Arrays
    root = nary_node(values[0], lists[0])
    index = 0
    position = 2
    count = values.size
    while index < lists.size && position < count
      children = lists[index]
      index += 1
      while position < count && !values[position].nil?
        grandchildren = []
        children << nary_node(values[position], grandchildren)
        lists << grandchildren
        position += 1
      end
      position += 1 # the group's null
    end
    root
  end

  # --- LeetCode's other Node classes: 138, 133, 116, 117 and 430 (docs/protocol.md) ------------

  DRIVEN_SHAPES = %w[RandomListNode GraphNode NextTreeNode MultilevelListNode].freeze
  RANDOM_FIELDS = %i[val next random].freeze
  GRAPH_FIELDS = %i[val neighbors].freeze
  NEXT_FIELDS = %i[val left right next].freeze
  MULTILEVEL_FIELDS = %i[val prev next child].freeze
  FETCH = Hash.instance_method(:[])

  def self.driven_class(shape)
    # LeetCode's Node of the problem, with the fields and accessors its comment shows. Its
    # constructor takes what the comment's does (`Node.new(val)`), and also what LeetCode's own
    # class takes that the comment leaves out: `Node.new` with no value, as accepted solutions
    # write it, and the other fields in the comment's order.
    case shape
    when 'RandomListNode'
      Class.new do
        attr_accessor :val, :next, :random

        def initialize(val = 0, _next = nil, random = nil)
          @val = val
          @next = _next
          @random = random
        end
      end
    when 'GraphNode'
      Class.new do
        attr_accessor :val, :neighbors

        def initialize(val = 0, neighbors = nil)
          @val = val
          neighbors = [] if neighbors.nil?
          @neighbors = neighbors
        end
      end
    when 'MultilevelListNode'
      Class.new do
        attr_accessor :val, :prev, :next, :child

        def initialize(val = nil, prev = nil, next_ = nil, child = nil)
          @val = val
          @prev = prev
          @next = next_
          @child = child
        end
      end
    else
      Class.new do
        attr_accessor :val, :left, :right, :next

        def initialize(val = 0, left = nil, right = nil, _next = nil)
          @val = val
          @left = left
          @right = right
          @next = _next
        end
      end
    end
  end

  # The arguments' nodes are allocated and their instance variables set by bound calls, whatever
  # `initialize` or accessors the file gave Node. The nodes of a list with random pointers and of a
  # graph are kept by identity for the case (@originals): an answer holding one is no copy.

  def self.driven_node(values)
    node = ALLOCATE.bind_call(@driven_node)
    values.each { |name, value| SET_IVAR.bind_call(node, name, value) }
    node
  end

  def self.remember(nodes)
    originals = @originals
    nodes.each { |node| STORE.bind_call(originals, node, true) }
    nodes[0]
  end

  def self.build_random_list(values)
    # [[val, index of the node random points at, or null], ...], from the head (checked by the judge).
    nodes = values.map { |val, _| driven_node(:@val => val, :@next => nil, :@random => nil) }
    nodes.each_with_index do |node, index|
      SET_IVAR.bind_call(node, :@next, nodes[index + 1])
      random = values[index][1]
      SET_IVAR.bind_call(node, :@random, nodes[random]) unless random.nil?
    end
    remember(nodes)
  end

  def self.build_graph(adjacency)
    # LeetCode's adjacency list: node k has the value k + 1 and the neighbours listed, by value.
    nodes = Array.new(adjacency.size) { |index| driven_node(:@val => index + 1, :@neighbors => []) }
    nodes.each_with_index do |node, index|
      SET_IVAR.bind_call(node, :@neighbors, adjacency[index].map { |value| nodes[value - 1] })
    end
    remember(nodes)
  end

  def self.build_next_tree(values)
    # The binary tree of a level order (as build_tree), each node's next nil.
    nodes = Array.new(values.size)
    ordinal = values.compact.size
    position = values.size
    while position.positive?
      position -= 1
      value = values[position]
      next if value.nil?

      ordinal -= 1
      nodes[position] = driven_node(:@val => value, :@left => nodes[ordinal + ordinal + 1],
                                    :@right => nodes[ordinal + ordinal + 2], :@next => nil)
    end
    nodes[0]
  end

  def self.build_multilevel(values)
    # LeetCode's serialization of a multilevel list (checked by the judge), without recursion: each
    # level's values ended by null, then one more null for each node before the one the next level
    # hangs under (a child of that node, in the level above).
    head = above = nil
    position = 0
    count = values.size
    while position < count
      nulls = 0
      while position < count && values[position].nil?
        nulls += 1
        position += 1
      end
      first = last = nil
      while position < count && !values[position].nil?
        node = driven_node(:@val => values[position], :@prev => last, :@next => nil, :@child => nil)
        if last.nil?
          first = node
        else
          SET_IVAR.bind_call(last, :@next, node)
        end
        last = node
        position += 1
      end
      if above.nil?
        head = first
      else
        parent = above
        while nulls > 1
          parent = GET_IVAR.bind_call(parent, :@next)
          nulls -= 1
        end
        SET_IVAR.bind_call(parent, :@child, first)
      end
      above = first
    end
    head
  end

  def self.not_copied(nodes)
    # The error when an answer's node is one of the input's: the method was to copy them.
    originals = @originals
    nodes.each do |node|
      next unless HAS_KEY.bind_call(originals, node)

      val = node.val
      shown = val.instance_of?(Integer) ? INTEGER_TEXT.bind_call(val) : '?'
      raise Unwritable, "The answer holds a node of the input (val #{shown}), not a copy of it"
    end
  end

  def self.not_a_node(what, item)
    raise Unwritable, "#{what} #{type_name(item)}, not a Node"
  end

  def self.encode_random_list(head, budget)
    # [[val, index of the node random points at, or null], ...]: the list's nodes, from the head.
    return '[]' if head.nil?
    return not_node(head) unless node?(head, RANDOM_FIELDS)

    nodes = []
    index = {}.compare_by_identity
    node = head
    until node.nil?
      not_a_node('A next pointer leads to', node) unless node?(node, RANDOM_FIELDS)
      raise Unwritable, 'Found cycle in the list' if HAS_KEY.bind_call(index, node)

      STORE.bind_call(index, node, nodes.size)
      nodes << node
      raise TooLarge if 6 * nodes.size > budget

      node = node.next
    end
    not_copied(nodes)
    parts = []
    size = 1
    nodes.each do |item|
      random = item.random
      at = random.nil? ? nil : FETCH.bind_call(index, random)
      raise Unwritable, 'A random pointer leads to a node that is not in the list' if !random.nil? && at.nil?

      text = "[#{node_value(item.val, budget)},#{at.nil? ? 'null' : INTEGER_TEXT.bind_call(at)}]"
      size += text.bytesize + 1
      raise TooLarge if size > budget

      parts << text
    end
    "[#{parts.join(',')}]"
  end

  def self.encode_multilevel(head, budget)
    # [[val, prev's position in the walk (null: none; -1: a node not in it), child's val or null], ...]:
    # the list walked along next from head (a child whose val is no Integer is true: a child all the
    # same). The judge says which link is wrong, if one is.
    return '[]' if head.nil?
    return not_node(head) unless node?(head, MULTILEVEL_FIELDS)

    nodes = []
    index = {}.compare_by_identity
    node = head
    until node.nil?
      not_a_node('A next pointer leads to', node) unless node?(node, MULTILEVEL_FIELDS)
      raise Unwritable, 'Found cycle in the list' if HAS_KEY.bind_call(index, node)

      STORE.bind_call(index, node, nodes.size)
      nodes << node
      raise TooLarge if 8 * nodes.size > budget

      node = node.next
    end
    parts = []
    size = 1
    nodes.each do |item|
      prev = item.prev
      at = prev.nil? ? 'null' : INTEGER_TEXT.bind_call(FETCH.bind_call(index, prev) || -1)
      child = item.child
      below = 'null'
      unless child.nil?
        val = RESPONDS.bind_call(child, :val) ? child.val : nil
        below = val.instance_of?(Integer) ? INTEGER_TEXT.bind_call(val) : 'true'
      end
      text = "[#{node_value(item.val, budget)},#{at},#{below}]"
      size += text.bytesize + 1
      raise TooLarge if size > budget

      parts << text
    end
    "[#{parts.join(',')}]"
  end

  def self.neighbours(node)
    # A node's neighbors as an Array: nil is none.
    list = node.neighbors
    return [] if list.nil?
    raise Unwritable, "A node's neighbors is #{type_name(list)}, not an Array" unless list.instance_of?(Array)

    list
  end

  def self.encode_graph(node, budget)
    # The adjacency list of the nodes reached from node, ordered by value: each one's neighbours'
    # values (nil neighbours left out).
    return '[]' if node.nil?
    return not_node(node) unless node?(node, GRAPH_FIELDS)

    seen = {}.compare_by_identity
    STORE.bind_call(seen, node, true)
    order = [node]
    position = 0
    while position < order.size # grows as it goes
      current = order[position]
      position += 1
      neighbours(current).each do |other|
        next if other.nil? || HAS_KEY.bind_call(seen, other)

        not_a_node('A neighbor is', other) unless node?(other, GRAPH_FIELDS)
        STORE.bind_call(seen, other, true)
        order << other
      end
      raise TooLarge if 3 * order.size > budget
    end
    not_copied(order)
    values = order.map(&:val)
    raise Unwritable, "A node's val is not an integer" unless values.all? { |value| value.instance_of?(Integer) }

    parts = []
    size = 1
    (0...order.size).sort_by { |at| [values[at], at] }.each do |at|
      listed = neighbours(order[at]).filter_map { |other| node_value(other.val, budget) unless other.nil? }
      text = "[#{listed.join(',')}]"
      size += text.bytesize + 1
      raise TooLarge if size > budget

      parts << text
    end
    "[#{parts.join(',')}]"
  end

  def self.encode_next_tree(root, budget)
    # LeetCode's answer of 116 and 117: level by level (the levels by left and right), each read
    # from its first node along the next pointers and ended by "#"; never walked without a bound.
    return '[]' if root.nil?
    return not_node(root) unless node?(root, NEXT_FIELDS)

    seen = {}.compare_by_identity
    STORE.bind_call(seen, root, true)
    level = [root]
    firsts = []
    until level.empty?
      firsts << level[0]
      below = []
      level.each do |node|
        [node.left, node.right].each do |child|
          next if child.nil?
          raise Unwritable, 'Found a cycle or a shared node in the TreeNode' if HAS_KEY.bind_call(seen, child)

          not_a_node('A child is', child) unless node?(child, NEXT_FIELDS)
          STORE.bind_call(seen, child, true)
          below << child
        end
      end
      level = below
    end
    count = seen.size
    parts = []
    size = 1
    firsts.each do |first|
      node = first
      steps = 0
      until node.nil?
        steps += 1
        raise Unwritable, 'Found a cycle in the next pointers' if steps > count

        not_a_node('A next pointer leads to', node) unless node?(node, NEXT_FIELDS)
        text = node_value(node.val, budget)
        size += text.bytesize + 1
        raise TooLarge if size > budget

        parts << text
        node = node.next
      end
      parts << '"#"'
      size += 4
      raise TooLarge if size > budget
    end
    "[#{parts.join(',')}]"
  end

  # --- LeetCode's NestedInteger: 341 and 385 ----------------------------------------------------

  NESTED_SHAPES = %w[NestedInteger NestedInteger[]].freeze
  NESTED_FIELDS = %i[is_integer get_integer get_list].freeze
  NESTED_CYCLE = 'Found a cycle in the NestedInteger: a list that holds itself'
  ARRAY_SIZE = Array.instance_method(:size)
  ARRAY_AT = Array.instance_method(:[])
  FORGET = Hash.instance_method(:delete)

  def self.define_nested_integer
    # LeetCode's NestedInteger, as its Ruby templates' comment shows it: one integer, or a list of
    # NestedIntegers. One class with the whole API: 341's template shows only is_integer,
    # get_integer and get_list, 385's the constructor, set_integer and add too.
    @nested_integer = Class.new do
      # No value: an empty list; else the one integer.
      def initialize(value = nil)
        @integer = value
        @list = value.nil? ? [] : nil
      end

      def is_integer
        @list.nil?
      end

      def get_integer
        @list.nil? ? @integer : nil
      end

      def set_integer(value)
        @integer = value
        @list = nil
      end

      def add(elem)
        if @list.nil?
          @integer = nil
          @list = []
        end
        @list << elem
        nil
      end

      def get_list
        @list
      end
    end
    Object.const_set(:NestedInteger, @nested_integer)
  end

  def self.nested_integer(integer, list)
    # Allocated and set by bound calls, whatever `initialize` the file gave NestedInteger.
    item = ALLOCATE.bind_call(@nested_integer)
    SET_IVAR.bind_call(item, :@integer, integer)
    SET_IVAR.bind_call(item, :@list, list)
    item
  end

  def self.build_nested(value)
    # The NestedInteger of its JSON (an Integer or an Array of them, nested; checked by the judge),
    # built with a stack of its own: 385's strings nest 25,000 deep.
    return nested_integer(value, nil) unless value.instance_of?(Array)

    items = []
    root = nested_integer(nil, items)
    pending = [value, items] # each JSON list still to build, then the NestedIntegers' list it fills
    until pending.empty?
      into = pending.pop
      pending.pop.each do |item|
        if item.instance_of?(Array)
          inner = []
          into << nested_integer(nil, inner)
          pending << item << inner
        else
          into << nested_integer(item, nil)
        end
      end
    end
    root
  end

  def self.encode_nested(value, budget)
    # A NestedInteger's JSON (`[123,[456,[789]]]`, `324`), written with a stack of its own. Read by
    # LeetCode's three methods, on anything that has them; what has not is named by its type. A list
    # that holds itself (or a list it is inside) cannot be written.
    return 'null' if value.nil?

    out = +''
    open = {}.compare_by_identity # the lists being written: one met again inside them is a cycle
    stack = [] # [list, index of its next item] of each list being written, the innermost last
    item = value
    loop do
      if item.nil?
        emit(out, 'null', budget)
      elsif !node?(item, NESTED_FIELDS)
        emit(out, not_node(item), budget)
      elsif item.is_integer
        emit(out, node_value(item.get_integer, budget), budget)
      else
        items = item.get_list
        if items.nil?
          emit(out, '[]', budget)
        elsif !IS_A.bind_call(items, Array)
          emit(out, not_node(items), budget)
        else
          raise Unwritable, NESTED_CYCLE if HAS_KEY.bind_call(open, items)

          STORE.bind_call(open, items, true)
          emit(out, '[', budget)
          stack << [items, 0]
        end
      end
      # The next item to write: the innermost open list's next one, each list done closed on the way.
      until stack.empty?
        frame = stack[-1]
        items, index = frame
        if index < ARRAY_SIZE.bind_call(items)
          frame[1] = index + 1
          emit(out, ',', budget) if index.positive?
          item = ARRAY_AT.bind_call(items, index)
          break
        end
        stack.pop
        FORGET.bind_call(open, items)
        emit(out, ']', budget)
      end
      return out if stack.empty?
    end
  end

  # --- LeetCode's Iterator: 284 ---------------------------------------------------------------

  ITERATOR_SHAPE = 'Iterator'

  def self.define_iterator
    # LeetCode's Iterator, what 284's PeekingIterator is made from: hasNext and next over a list of
    # integers (camelCase, as LeetCode's Ruby template of 284 declares them), nothing more. next
    # past the end raises StopIteration, as an exhausted Enumerator's next does (LeetCode's calls
    # are all valid).
    @iterator = Class.new do
      def initialize(nums)
        @items = nums
        @at = 0
      end

      def hasNext
        @at < @items.size
      end

      def next
        raise StopIteration, 'next() called after the last element' if @at >= @items.size

        @at += 1
        @items[@at - 1]
      end
    end
    Object.const_set(:Iterator, @iterator)
  end

  def self.build_iterator(values)
    # Allocated and set by bound calls, whatever `initialize` the file gave Iterator.
    iterator = ALLOCATE.bind_call(@iterator)
    SET_IVAR.bind_call(iterator, :@items, values)
    SET_IVAR.bind_call(iterator, :@at, 0)
    iterator
  end

  def self.node_argument(value, shape)
    # An argument of a node shape ("TreeNode", "ListNode[]", "Node") built from its JSON; others as they came.
    case shape
    when 'TreeNode' then build_tree(value)
    when 'ListNode' then build_list(value)
    when 'Node' then build_nary(value)
    when 'RandomListNode' then build_random_list(value)
    when 'GraphNode' then build_graph(value)
    when 'NextTreeNode' then build_next_tree(value)
    when 'MultilevelListNode' then build_multilevel(value)
    when 'NestedInteger' then build_nested(value)
    when ITERATOR_SHAPE then build_iterator(value)
    when 'TreeNode[]' then value.map { |item| build_tree(item) }
    when 'ListNode[]' then value.map { |item| build_list(item) }
    when 'Node[]' then value.map { |item| build_nary(item) }
    when 'NestedInteger[]' then value.map { |item| build_nested(item) }
    else value
    end
  end

  # --- LeetCode's own drivers (docs/protocol.md, "Links") --------------------------------------

  GET_IVAR = Kernel.instance_method(:instance_variable_get)
  SAME_OBJECT = BasicObject.instance_method(:equal?)

  def self.built_nodes(args, shapes)
    # Each argument's nodes in the order they were built, before the links join them (a list from
    # its head, a tree in level order, missing children left out; any other argument has none):
    # what a link's and a returned node's indexes count. Read from the instance variables the
    # harness's own initialize set, whatever accessors the submission gave the classes.
    get = GET_IVAR
    found = []
    args.each_with_index do |arg, index|
      nodes = []
      case shapes[index]
      when 'ListNode'
        until arg.nil? # just built: no link has made a cycle yet
          nodes << arg
          arg = get.bind_call(arg, :@next)
        end
      when 'TreeNode'
        nodes << arg unless arg.nil?
        position = 0
        while position < nodes.size # grows as it goes: level order
          node = nodes[position]
          position += 1
          left = get.bind_call(node, :@left)
          nodes << left unless left.nil?
          right = get.bind_call(node, :@right)
          nodes << right unless right.nil?
        end
      end
      found << nodes
    end
    found
  end

  def self.apply_links(args, links, nodes)
    # [0, a, i, b, j]: node i of argument a takes node j of argument b as its next;
    # [1, t, b, j]: argument t becomes node j of argument b.
    links.each do |link|
      if link[0].zero?
        SET_IVAR.bind_call(nodes[link[1]][link[2]], :@next, nodes[link[3]][link[4]])
      else
        args[link[1]] = nodes[link[2]][link[3]]
      end
    end
  end

  # Ruby's names of the APIs of LeetCode's drivers that give the method one (278, 374), as its starters name them.
  API_METHODS = { 'isBadVersion' => :is_bad_version, 'guess' => :guess }.freeze

  def self.define_api(api, hidden)
    # The API the method calls: a private method of Object, as a top-level `def` is, answering from
    # hidden[0], the case's value the method is not given. Its strict arity is a `def`'s too.
    body = if api == 'isBadVersion'
             proc { |version| version >= hidden[0] }
           else
             proc { |num| num > hidden[0] ? -1 : (num < hidden[0] ? 1 : 0) }
           end
    name = API_METHODS.fetch(api)
    Object.class_eval do
      define_method(name, &body)
      private name
    end
  end

  def self.node_place(value, nodes, budget)
    # Where a returned node stands among the arguments' nodes: [argument, index], the first argument
    # whose nodes hold that very object (identity, not an equal value); [-1, val] for a node of the
    # method's own (null for a val that is no Integer); null for nil; plain data and an object that
    # is no node (no val) as they are, named by their type (the checker tells).
    case value
    when nil, true, false, Integer, Float, String, Symbol, Array, Hash then return encode(value, budget)
    end
    return encode(value, budget) if !Object.autoload?(:Set) && defined?(::Set) && IS_A.bind_call(value, ::Set)

    same = SAME_OBJECT
    nodes.each_with_index do |built, argument|
      index = 0
      count = built.size
      while index < count
        return "[#{argument},#{index}]" if same.bind_call(built[index], value)

        index += 1
      end
    end
    return encode(value, budget) unless RESPONDS.bind_call(value, :val)

    val = value.val
    "[-1,#{IS_A.bind_call(val, Integer) ? INTEGER_TEXT.bind_call(val) : 'null'}]"
  end

  def self.node?(item, fields)
    fields.all? { |field| RESPONDS.bind_call(item, field) }
  end

  def self.not_node(item)
    # What stands where a node should (an Integer, an Array): named by its type, a Wrong Answer.
    "{\"$type\":\"object\",\"type\":#{json_string(type_name(item))},\"iterator\":false}"
  end

  def self.node_value(value, budget)
    value.instance_of?(Integer) ? INTEGER_TEXT.bind_call(value) : encode(value, budget)
  end

  TREE_FIELDS = %i[val left right].freeze
  LIST_FIELDS = %i[val next].freeze
  NARY_FIELDS = %i[val children].freeze

  # The fixnums, which JSON's generator writes itself (a bignum it writes by calling its to_s): a
  # node value in this range is kept as it is and the values written at once. Its JSON is at most
  # 20 bytes ("-4611686018427387904"), 21 with the comma after it.
  FIXNUM_MIN = -(1 << 62)
  FIXNUM_MAX = (1 << 62) - 1
  FIXNUM_PART = 21

  # The walkers of trees and lists keep each part of the answer's JSON array as an Integer (a
  # fixnum), a JSON text (any other value; what stands where a node should) or nil (a tree's
  # missing child), and count the JSON's size as the parts come: a fixnum as FIXNUM_PART, an upper
  # bound, until the bound passes the budget, exactly from then on (parts_size). TooLarge is so
  # raised at the part where the exact size first passes the budget, as when each part's text was
  # made on the way, and an answer within it never has its fixnums' texts made one by one.

  # Ruby's own Integer.===, Integer#>= and Integer#<=, held before the submission is loaded.
  INTEGER_CASE_EQUAL = UNBIND.bind_call(METHOD_OF.bind_call(Integer, :===))
  INTEGER_AT_LEAST = INSTANCE_METHOD.bind_call(Integer, :>=)
  INTEGER_AT_MOST = INSTANCE_METHOD.bind_call(Integer, :<=)

  def self.plain_integers?
    # Whether the tests that keep a fixnum as it is are still Ruby's own (one look per answer, by
    # bound calls only): a submission that redefined one could pass any object to JSON's generator,
    # which would write what its to_json says. When not, every value is written as text.
    SAME_METHOD.bind_call(UNBIND.bind_call(METHOD_OF.bind_call(Integer, :===)), INTEGER_CASE_EQUAL) &&
      SAME_METHOD.bind_call(INSTANCE_METHOD.bind_call(Integer, :>=), INTEGER_AT_LEAST) &&
      SAME_METHOD.bind_call(INSTANCE_METHOD.bind_call(Integer, :<=), INTEGER_AT_MOST)
  end

  def self.plain_nodes(klass, fields)
    # klass when its plain instances (no singleton class of their own) are nodes as node? tells,
    # the class having the fields as public methods; nil: ask node? of each node. One test per
    # answer, and one bound call per node, instead of a bound respond_to? per node and field,
    # which cost more than the rest of the walk.
    return nil if @internal_class.nil? || !fields.all? { |field| PUBLIC_DEFINED.bind_call(klass, field) }

    klass
  end

  def self.part_text(part)
    part.nil? ? 'null' : INTEGER_TEXT.bind_call(part)
  end

  def self.parts_size(parts)
    # "[" and each part with the comma or bracket after it.
    size = 1
    parts.each { |part| size += (part.instance_of?(String) ? part.bytesize : part_text(part).bytesize) + 1 }
    size
  end

  def self.parts_json(parts, texts)
    # The JSON array of the parts: JSON's generator when they are all fixnums and nils.
    return GENERATE.call(parts) unless texts

    "[#{parts.map { |part| part.instance_of?(String) ? part : part_text(part) }.join(',')}]"
  end

  def self.encode_tree(root, budget)
    # The level order, trailing nulls dropped, walked without recursion; a node reached twice (a
    # cycle, a subtree hung in two places) cannot be written.
    return '[]' if root.nil?
    return not_node(root) unless node?(root, TREE_FIELDS)

    klass = plain_nodes(@tree_node, TREE_FIELDS)
    internal_class = @internal_class
    has_key = HAS_KEY # locals, not constants, in the loop: a constant costs about as much as a call
    store = STORE
    fixnums = plain_integers?
    min = FIXNUM_MIN
    max = FIXNUM_MAX
    fixnum_part = FIXNUM_PART
    parts = [] # parts[i] is queue[i]'s
    texts = false # whether some part is a JSON text
    seen = {}.compare_by_identity
    queue = [root]
    head = 0
    size = 1
    exact = false
    kept = 0 # the parts up to the last value
    while head < queue.size
      node = queue[head]
      head += 1
      if node.nil?
        parts << nil
        size += 5
        next
      end
      if (klass && internal_class.call(node).equal?(klass)) || node?(node, TREE_FIELDS)
        raise Unwritable, 'Found a cycle or a shared node in the TreeNode' if has_key.bind_call(seen, node)

        store.bind_call(seen, node, true)
        part = node.val
        if fixnums && Integer === part && part >= min && part <= max # not part.instance_of?, which a value may redefine
          size += exact ? INTEGER_TEXT.bind_call(part).bytesize + 1 : fixnum_part
        else
          part = node_value(part, budget)
          texts = true
          size += part.bytesize + 1
        end
        queue << node.left << node.right
      else
        part = not_node(node)
        texts = true
        size += part.bytesize + 1
      end
      parts << part
      kept = head
      next unless size > budget
      raise TooLarge if exact

      size = parts_size(parts) # the bound passed the budget: count exactly from here on
      exact = true
      raise TooLarge if size > budget
    end
    parts.pop(parts.size - kept)
    parts_json(parts, texts)
  end

  def self.encode_list(head, budget)
    # The values from the head; a list that comes back to a node it passed cannot be written.
    klass = plain_nodes(@list_node, LIST_FIELDS)
    internal_class = @internal_class
    has_key = HAS_KEY
    store = STORE
    fixnums = plain_integers?
    min = FIXNUM_MIN
    max = FIXNUM_MAX
    fixnum_part = FIXNUM_PART
    parts = []
    texts = false
    seen = {}.compare_by_identity
    size = 1
    exact = false
    node = head
    until node.nil?
      if (klass && internal_class.call(node).equal?(klass)) || node?(node, LIST_FIELDS)
        raise Unwritable, 'Found cycle in the ListNode' if has_key.bind_call(seen, node)

        store.bind_call(seen, node, true)
        part = node.val
        if fixnums && Integer === part && part >= min && part <= max # not part.instance_of?, which a value may redefine
          size += exact ? INTEGER_TEXT.bind_call(part).bytesize + 1 : fixnum_part
        else
          part = node_value(part, budget)
          texts = true
          size += part.bytesize + 1
        end
        node = node.next
      else
        part = not_node(node)
        texts = true
        size += part.bytesize + 1
        node = nil
      end
      parts << part
      next unless size > budget
      raise TooLarge if exact

      size = parts_size(parts)
      exact = true
      raise TooLarge if size > budget
    end
    parts_json(parts, texts)
  end

  def self.encode_nary(root, budget)
    # LeetCode's serialization: the root, null, then each node's children in level order, each
    # group ended by null, trailing nulls dropped; walked without recursion. Nil or missing children
    # are none; a node reached twice (a cycle, a subtree hung in two places) cannot be written.
    return '[]' if root.nil?
    return not_node(root) unless node?(root, NARY_FIELDS)

    parts = [node_value(root.val, budget), 'null']
    seen = {}.compare_by_identity
    queue = [root]
    head = 0
    size = 1 + parts[0].bytesize + 1 + 5 # "[" and each part with the comma or bracket after it
    kept = 1
    raise TooLarge if size - 5 > budget

    while head < queue.size
      node = queue[head]
      queue[head] = nil
      head += 1
      raise Unwritable, 'Found a cycle or a shared node in the Node tree' if HAS_KEY.bind_call(seen, node)

      STORE.bind_call(seen, node, true)
      children = node.children
      if children.instance_of?(Array)
        EACH_WITH_INDEX.bind_call(children) do |child, _|
          next if child.nil? # LeetCode writes the children there are

          if node?(child, NARY_FIELDS)
            text = node_value(child.val, budget)
            queue << child
          else
            text = not_node(child)
          end
          parts << text
          size += text.bytesize + 1
          kept = parts.size
          raise TooLarge if size > budget
        end
      elsif !children.nil?
        text = not_node(children) # a Set, an Integer: named by its type, a Wrong Answer
        parts << text
        size += text.bytesize + 1
        kept = parts.size
        raise TooLarge if size > budget
      end
      parts << 'null'
      size += 5
    end
    "[#{parts.first(kept).join(',')}]"
  end

  def self.encode_node(value, shape, budget)
    # The JSON of one answer of a node shape ("TreeNode", "ListNode", "Node").
    case shape
    when 'TreeNode' then encode_tree(value, budget)
    when 'ListNode' then encode_list(value, budget)
    when 'RandomListNode' then encode_random_list(value, budget)
    when 'GraphNode' then encode_graph(value, budget)
    when 'NextTreeNode' then encode_next_tree(value, budget)
    when 'MultilevelListNode' then encode_multilevel(value, budget)
    when 'NestedInteger' then encode_nested(value, budget)
    else encode_nary(value, budget)
    end
  end

  def self.encode_nodes(value, shape, budget)
    # The JSON of an answer of a node shape; a list of them as the list of their JSON.
    return encode_node(value, shape, budget) unless shape.end_with?('[]')
    return encode(value, budget) unless value.instance_of?(Array)

    shape = shape.delete_suffix('[]')
    size = 1
    parts = value.map do |item|
      text = encode_node(item, shape, budget - size)
      size += text.bytesize + 1
      raise TooLarge if size > budget

      text
    end
    "[#{parts.join(',')}]"
  end

  # --- errors ----------------------------------------------------------------------------------

  BACKTRACE_LINE = /\A(.*?):(\d+):in [`'](.*)'\z/.freeze

  def self.frames_of(error)
    # [file, line, function] of each frame, outermost first, without the harness's own.
    frames = []
    locations = begin
      error.backtrace_locations
    rescue StandardError
      nil
    end
    if locations
      locations.each { |place| frames << [place.path.to_s, place.lineno, place.label.to_s] }
    else
      lines = begin
        error.backtrace
      rescue StandardError
        nil
      end
      (lines.is_a?(Array) ? lines : []).each do |text|
        found = BACKTRACE_LINE.match(text.to_s)
        frames << [found[1], found[2].to_i, found[3]] if found
      end
    end
    frames.reject! { |file, _, _| file == HARNESS_FILE || file.start_with?('<internal:') }
    frames.reverse!
    total = frames.size
    [frames.size > MAX_FRAMES ? frames[-MAX_FRAMES..] : frames, total]
  end

  # What LeetCode's Ruby 3.2 has and an older Ruby lacks, by the name its NameError carries.
  NEWER = { ceildiv: 'Integer#ceildiv', Data: 'Data', byteindex: 'String#byteindex',
            byterindex: 'String#byterindex', bytesplice: 'String#bytesplice' }.freeze

  def self.message_of(error)
    note = ''
    if error.is_a?(NameError)
      begin
        require 'did_you_mean' # its suggestions, as Ruby prints them with its gems enabled
      rescue LoadError
        nil
      end
      feature = RUBY_VERSION < '3.2' ? NEWER[safe_text(200) { error.name.to_s }.to_sym] : nil
      note = " (#{feature} is new in Ruby 3.2, LeetCode's version; this machine's Ruby is #{RUBY_VERSION})" if feature
    end
    # Ruby's "Did you mean?" comes on lines of its own: one line reads better in a report.
    safe_text { error.message }.split("\n").map(&:strip).reject(&:empty?).join('; ').squeeze(' ') + note
  end

  def self.error_fields(error)
    frames, total = frames_of(error)
    listed = frames.map { |file, line, name| "[#{json_string(file)},#{line},#{json_string(name)}]" }.join(',')
    ",\"type\":#{json_string(type_name(error))},\"message\":#{json_string(message_of(error))}" \
      ",\"frames\":[#{listed}],\"frames_total\":#{total}"
  end

  SYNTAX_PLACE = /\A(.*?):(\d+): (.*)\z/.freeze

  def self.compile_error(error, source)
    # Ruby's SyntaxError: "FILE:LINE: message", the line and a caret under the place, for each error.
    output = utf8(error.message.to_s)
    lines = output.split("\n")
    place = lines.index { |text| (found = SYNTAX_PLACE.match(text)) && found[1] == @filename }
    line = offset = text = nil
    message = lines.first || 'syntax error'
    if place
      found = SYNTAX_PLACE.match(lines[place])
      line = found[2].to_i
      message = found[3]
      text = source.split("\n", -1)[line - 1]
      caret = lines[place + 2]
      if text && lines[place + 1] == text && caret&.match?(/\A *\^/)
        offset = caret.index('^') + 1
      end
    end
    "{\"event\":\"compile_error\",\"type\":#{json_string(type_name(error))},\"message\":#{json_string(message)}" \
      ",\"line\":#{line || 'null'},\"offset\":#{offset || 'null'}" \
      ",\"text\":#{text ? json_string(text[0, MAX_TEXT]) : 'null'},\"output\":#{json_string(output[0, 8000])}}"
  end

  def self.words(name)
    name.to_s.gsub(/([a-z\d])([A-Z])/, '\1_\2').downcase.split(/_+/).reject(&:empty?)
  end

  def self.missing_method(method, source, kept = [])
    # The file loaded but defines no top-level method of that name: what LeetCode's call would not find.
    # Those kept (a Codec's other method) are not offered for renaming.
    inside = ObjectSpace.each_object(Module).filter_map do |owner|
      next unless owner.method_defined?(method) || owner.private_method_defined?(method)

      place = owner.instance_method(method).source_location
      [owner, place[1]] if place && place[0] == @filename
    rescue StandardError
      nil
    end
    # LeetCode's call of a method the file put in a class is its NoMethodError: a Runtime Error.
    return misplaced_method(method, *inside.min_by { |_, line| line }) if inside.any?

    own = Object.private_instance_methods(false).filter_map do |name|
      place = Object.instance_method(name).source_location
      [name, place[1]] if place && place[0] == @filename && !kept.include?(name.to_s)
    end
    wanted = words(method)
    message = "undefined method `#{method}': LeetCode's Ruby calls a top-level `def #{method}(...)`"
    line = nil
    if own.any?
      # The closest name the file does define (most words in common, then the last one defined).
      name, line = own.max_by { |candidate, at| [(words(candidate) & wanted).size, at] }
      defined = own.sort_by(&:last).map { |candidate, _| candidate }.join(', ')
      message += "; this file defines #{defined} (rename #{name}?)"
    end
    text = line ? source.split("\n", -1)[line - 1] : nil
    "{\"event\":\"compile_error\",\"type\":\"NameError\",\"message\":#{json_string(message)}" \
      ",\"line\":#{line || 'null'},\"offset\":null" \
      ",\"text\":#{text ? json_string(text[0, MAX_TEXT]) : 'null'},\"output\":null}"
  end

  def self.misplaced_method(method, owner, line)
    # A load_error frame, as Ruby's own NoMethodError would be, at the method's definition (a frame
    # labelled as Ruby labels a class's body), with the fix: the method must be top-level.
    singleton = SINGLETON.bind_call(owner)
    name = safe_text(200) { singleton ? owner.inspect[/\A#<Class:(.*)>\z/, 1].to_s : MODULE_NAME.bind_call(owner) }
    kind = singleton || IS_A.bind_call(owner, Class) ? 'class' : 'module'
    where = singleton ? "as a class method of #{name} (`def self.#{method}`)" : "inside #{kind} #{name}"
    fix = "remove the `#{kind} #{name}` line and its `end`#{singleton ? ', and the `self.` of its methods' : ''}"
    message = "undefined method `#{method}' for main:Object: LeetCode's Ruby calls a top-level" \
              " `def #{method}(...)`, and this file defines it #{where}; make it a top-level method:" \
              " #{fix}"
    frame = "[#{json_string(@filename)},#{line},#{json_string("<#{kind}:#{name}>")}]"
    "{\"event\":\"load_error\",\"type\":\"NoMethodError\",\"message\":#{json_string(message)}" \
      ",\"frames\":[#{frame}],\"frames_total\":1}"
  end

  # --- arguments -------------------------------------------------------------------------------

  def self.floats(value, depth)
    # A double arrives as a JSON number, perhaps integral: LeetCode's Ruby gets a Float (3 / 2 is 1).
    return value.map { |item| floats(item, depth - 1) } if depth.positive? && value.is_a?(Array)

    value.is_a?(Integer) ? value.to_f : value
  end

  # --- the run ---------------------------------------------------------------------------------

  def self.leetcode_library
    # Ruby 3.2 (LeetCode's) loads Set on first use; 3.1 needs `require 'set'`.
    Object.autoload(:Set, 'set') unless defined?(::Set)
    return if Enumerable.method_defined?(:to_set)

    Enumerable.module_eval do
      def to_set(*args, &block)
        require 'set' # which defines the real Enumerable#to_set in place of this one
        to_set(*args, &block)
      end
    end
  end

  # --- design classes (docs/protocol.md) -------------------------------------------------------

  def self.node_shapes(nodes, design)
    # Every node shape of the arguments and answers, a design class's too.
    shapes = nodes ? [*nodes['params'], nodes['answer']] : []
    if design
      shapes += design['constructor']
      shapes += design['methods'].values.flat_map { |spec| [*spec['params'], spec['answer']] }
    end
    shapes.compact
  end

  def self.design_class(method, source)
    # The class the file defines, by the problem's name; nil when a frame was sent instead.
    klass = CONST_DEFINED.bind_call(Object, method, false) ? CONST_GET.bind_call(Object, method, false) : nil
    return klass if IS_A.bind_call(klass, Class)

    message = klass.nil? ? "uninitialized constant #{method}" : "#{method} is not a class"
    message += ": LeetCode's Ruby makes `#{method}.new(...)`; write `class #{method} ... end` with its methods"
    send_frame("{\"event\":\"load_error\",\"type\":\"NameError\",\"message\":#{json_string(message)}" \
               ',"frames":[],"frames_total":0}')
    nil
  end

  def self.design_arguments(values, shapes, doubles)
    doubles&.each { |index, depth| values[index] = floats(values[index], depth) }
    values.each_with_index.map { |value, index| node_argument(value, shapes[index]) }
  end

  def self.run_design(klass, design, args, budget)
    # LeetCode's two lines of a design case: a new object by the first operation, then each other
    # one called on it in turn. The JSON list of results (null for the constructor and every void
    # method, whatever it returned). @call says which call runs, for an error's frame.
    operations, values = args
    doubles = @design_doubles
    @call = 0
    instance = NEW.bind_call(klass, *design_arguments(values[0], design['constructor'], doubles['constructor']))
    methods = design['methods']
    parts = ['null']
    used = 1 + 4
    (1...operations.size).each do |index|
      @call = index
      name = operations[index]
      spec = methods[name]
      arguments = design_arguments(values[index], spec['params'], doubles['methods'][name])
      returned = PUBLIC_SEND.bind_call(instance, spec['call'], *arguments)
      text = if spec['void']
               'null'
             elsif spec['answer']
               encode_nodes(returned, spec['answer'], budget - used - 1)
             else
               encode(returned, budget - used - 1)
             end
      used += text.bytesize + 1
      raise TooLarge if used > budget

      parts << text
    end
    @call = nil
    "[#{parts.join(',')}]"
  end

  # --- a Codec's round trip (docs/protocol.md, "Links") -----------------------------------------

  def self.codec_methods(design, round_trip, source)
    # LeetCode's Ruby Codec is no class: the file's two top-level methods (serialize and deserialize,
    # encode and decode), there and back; nil when a frame was sent instead.
    main = TOPLEVEL_BINDING.receiver
    names = [round_trip['there'], round_trip['back']].map { |name| design['methods'][name]['call'] }
    names.map do |method|
      unless RESPONDS.bind_call(main, method, true)
        send_frame(missing_method(method, source, names))
        return nil
      end
      METHOD_OF.bind_call(main, method)
    end
  end

  def self.run_round_trip(methods, design, round_trip, args, budget)
    # As LeetCode's driver runs it, `deserialize(serialize(data))`: each method called once, on the
    # top level's self (so top-level @tables are shared), and the decoded value answers. What
    # travels between them is not looked at, as LeetCode's driver does not look: a String by the
    # template's YARD types, but an Array goes through too.
    there, back = design['methods'].values_at(round_trip['there'], round_trip['back'])
    text = methods[0].call(node_argument(args[0], there['params'][0]))
    answer = methods[1].call(text)
    back['answer'] ? encode_nodes(answer, back['answer'], budget) : encode(answer, budget)
  end

  # --- an iterator run to its end (341) ---------------------------------------------------------

  def self.run_iterate(klass, design, iterate, args, budget)
    # As LeetCode's driver of 341 runs it: the object made from the case's arguments, then `next`
    # called while `has_next` is true (public calls, by the methods' Ruby names); the JSON list of
    # what next gave, its size checked at each value (an endless iterator is too large).
    iterator = NEW.bind_call(klass, *design_arguments(args, design['constructor'], @design_doubles['constructor']))
    methods = design['methods']
    has_next = methods[iterate['has_next']]['call']
    step = methods[iterate['next']]['call']
    call = PUBLIC_SEND # a local, not a constant, in the loop
    out = +'[' # one String, not a part per value: an answer near the limit holds millions of them
    while call.bind_call(iterator, has_next)
      out << ',' unless out.bytesize == 1
      out << node_value(call.bind_call(iterator, step), budget)
      raise TooLarge if out.bytesize + 1 > budget
    end
    out << ']'
  end

  def self.call_field
    # The error frame's "call": which design call raised (none for a plain method).
    @call.nil? ? '' : ",\"call\":#{@call}"
  end

  def self.load(setup)
    # The submission's method, after running its source at the top level; nil when a frame was sent instead.
    source = setup['source']
    method = setup['method']
    begin
      code = RubyVM::InstructionSequence.compile(source, @filename, @filename, 1)
    rescue ScriptError, StandardError => e # a SyntaxError; an encoding a magic comment names wrongly
      send_frame(compile_error(e, source))
      return nil
    end
    # From here on the CPU is the submission's: the judge charges it to the first case.
    send_frame('{"event":"loading"}')
    main = TOPLEVEL_BINDING.receiver
    begin
      code.eval
      return codec_methods(setup['design'], setup['round_trip'], source) if setup['round_trip']
      return design_class(method, source) if setup['design']

      # Some of LeetCode's older Ruby starters keep the camelCase name (559's maxDepth): either is called.
      camel = setup['camel_method']
      method = camel if camel && !RESPONDS.bind_call(main, method, true) && RESPONDS.bind_call(main, camel, true)
      unless RESPONDS.bind_call(main, method, true)
        send_frame(missing_method(method, source))
        return nil
      end
      METHOD_OF.bind_call(main, method)
    rescue NoMemoryError
      send_frame('{"event":"load_error","memory":true}')
      nil
    rescue Exception => e # exit, throw and all: the file failed to load
      send_frame("{\"event\":\"load_error\"#{error_fields(e)}}")
      nil
    end
  end

  def self.main(argv)
    @control = IO.for_fd(Integer(argv[0]), 'rb', autoclose: false)
    @result = IO.for_fd(Integer(argv[1]), 'wb', autoclose: false)
    setup = receive
    finish if setup.nil?
    @filename = setup['filename']
    packed = setup['packed']
    if packed
      @packed_max_size = packed['max_size']
      @packed_mark = packed['mark']
      @packed_fill = packed['fill']
    end
    budget = setup['result_limit']
    # A void method's answer: the argument at this index as built, after the call (nil: what it returns).
    answer = setup['answer']
    doubles = setup['doubles'] || []
    # A Codec's round trip (nil: none): each case's one argument is the value that goes there and
    # back, with no links after it.
    round_trip = setup['round_trip']
    # A driver of LeetCode's own (nil: none): each case's last argument is then the links between
    # the arguments' nodes, and with "place" a returned node is answered by where it stands.
    links = round_trip ? nil : setup['links']
    place = links && links['place']
    # An API of LeetCode's driver (nil: none; 278's isBadVersion, 374's guess): each case's last
    # argument is then the value it answers from, held here for the case.
    api = setup['api']
    hidden = [nil]
    # Each argument's node shape and the answer's ("TreeNode", "ListNode[]", "Node", nil), or nil for plain JSON.
    nodes = setup['nodes']
    param_nodes = nodes && nodes['params']
    answer_nodes = nodes && nodes['answer']
    # A design problem's class (nil: one method called per case), with where its doubles are.
    design = setup['design']
    @design_doubles = setup['design_doubles'] || { 'constructor' => nil, 'methods' => {} }
    # An iterator run to its end (nil: none; 341): its has_next and next, by LeetCode's names.
    iterate = setup['iterate']
    shapes = node_shapes(nodes, design)
    # LeetCode's NestedInteger, defined for its problems only (a NestedInteger is no tree or list).
    define_nested_integer if shapes.any? { |shape| NESTED_SHAPES.include?(shape) }
    shapes -= NESTED_SHAPES
    # LeetCode's Iterator, defined for 284 only (no tree or list either).
    define_iterator if shapes.include?(ITERATOR_SHAPE)
    shapes -= [ITERATOR_SHAPE]
    # 138's, 133's, 116/117's or 430's own Node (nil: none), which the problem names Node.
    driven = shapes.find { |shape| DRIVEN_SHAPES.include?(shape) }
    define_node_classes(shapes.include?('Node') || shapes.include?('Node[]'), driven) unless shapes.empty?
    define_api(api, hidden) if api
    leetcode_library
    solve = load(setup)
    finish if solve.nil?
    flush_output
    send_frame('{"event":"ready"}')
    loop do
      request = receive
      finish if request.nil?
      args = request['args']
      joins = links && args.pop # taken off before the call: not a parameter of the method
      hidden[0] = args.pop if api
      doubles.each { |index, depth| args[index] = floats(args[index], depth) }
      @call = nil
      begin
        if round_trip
          text = run_round_trip(solve, design, round_trip, args, budget)
        elsif iterate
          text = run_iterate(solve, design, iterate, args, budget)
        elsif design
          text = run_design(solve, design, args, budget)
        else
          @originals = {}.compare_by_identity if driven # the input's nodes of this case only
          param_nodes&.each_with_index { |shape, index| args[index] = node_argument(args[index], shape) if shape }
          # A void method answers with its argument as built, before a link replaced it (237: the
          # list's head, where the method is given one of its nodes).
          answered = answer && args[answer]
          if joins
            built = built_nodes(args, param_nodes)
            apply_links(args, joins, built)
          end
          returned = solve.call(*args)
          value = answer.nil? ? returned : answered
          text = if place
                   node_place(value, built, budget)
                 elsif answer_nodes
                   encode_nodes(value, answer_nodes, budget)
                 else
                   encode(value, budget)
                 end
          built = answered = nil
        end
        reply = "\"event\":\"result\",\"value\":#{text}}"
      rescue TooLarge
        reply = '"event":"too_large"}'
      rescue Unwritable => e
        reply = "\"event\":\"error\",\"type\":\"Error\",\"message\":#{json_string(e.message)},\"frames\":[]" \
                ",\"frames_total\":0#{call_field}}"
      rescue NoMemoryError
        reply = '"event":"memory","type":"NoMemoryError"}'
      rescue Exception => e # whatever the method raised (exit too) is its Runtime Error
        reply = "\"event\":\"error\"#{error_fields(e)}#{call_field}}"
      end
      flush_output
      end_case
      # Echo the case number: a frame forged into the channel then shows up as out of step.
      send_frame("{\"case\":#{Integer(request['case'])},#{reply}")
    end
  end
end

JudgeHarness.main(ARGV)
