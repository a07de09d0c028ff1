// JavaScript's program in the sandbox (TypeScript's too, run on tsc's output): load the source,
// call the function on each case, send back plain data.
//
// Started by the supervisor as `node [flags] javascript_harness.cjs CONTROL_FD RESULT_FD`; it speaks the
// protocol of judge/execution/protocol.py (JSON lines both ways) and decides nothing about
// correctness: the judge checks every answer itself.
//
// LeetCode's semantics: the source is loaded once, as a script in the global scope (so `var` and
// function declarations become globals, and persist from case to case), and the function is
// called afresh for each case. Everything runs synchronously, here in the module's top level: the
// event loop never turns while cases are answered, so timers and promises the submission leaves
// behind never run (as on LeetCode, where the answer is read as soon as the function returns).
//
// What the submission prints goes to descriptors 1 and 2 synchronously (process.stdout on a pipe
// may write later), so it has reached the judge before the case's answer does.
'use strict';

const fs = require('fs');
const vm = require('vm');
const { Writable } = require('stream');
const { Console } = require('console');

// Bound before any submission code runs: what the submission does to the globals later changes
// nothing in here.
const readSync = fs.readSync;
const writeSync = fs.writeSync;
const parse = JSON.parse;
const stringify = JSON.stringify;
const isArray = Array.isArray;
const getPrototypeOf = Object.getPrototypeOf;
const objectKeys = Object.keys;
const objectPrototype = Object.prototype;
const apply = Reflect.apply;
const construct = Reflect.construct;
const isFinite = Number.isFinite;
const isInteger = Number.isInteger;
const NativeString = String;
const NativeMap = Map;
const NativeError = Error;
const bufferFrom = Buffer.from;
const bufferAlloc = Buffer.allocUnsafe;
const bufferConcat = Buffer.concat;
const bufferIndexOf = Function.prototype.call.bind(Buffer.prototype.indexOf);
const bufferToString = Function.prototype.call.bind(Buffer.prototype.toString);
const arrayJoin = Function.prototype.call.bind(Array.prototype.join);
const arraySort = Function.prototype.call.bind(Array.prototype.sort);
const stringSlice = Function.prototype.call.bind(String.prototype.slice);
const stringSplit = Function.prototype.call.bind(String.prototype.split);
const stringStartsWith = Function.prototype.call.bind(String.prototype.startsWith);
const stringEndsWith = Function.prototype.call.bind(String.prototype.endsWith);
const stringIndexOf = Function.prototype.call.bind(String.prototype.indexOf);
const stringRepeat = Function.prototype.call.bind(String.prototype.repeat);
const objectToString = Function.prototype.call.bind(Object.prototype.toString);
const regexExec = Function.prototype.call.bind(RegExp.prototype.exec);
const mapGet = Function.prototype.call.bind(Map.prototype.get);
const mapSet = Function.prototype.call.bind(Map.prototype.set);
const mapSize = Function.prototype.call.bind(Object.getOwnPropertyDescriptor(Map.prototype, 'size').get);
const setSize = Function.prototype.call.bind(Object.getOwnPropertyDescriptor(Set.prototype, 'size').get);
const NativeSet = Set;
const defineProperty = Object.defineProperty;
const NativeTypeError = TypeError;
const nativeRequire = require;
const sleeper = new Int32Array(new SharedArrayBuffer(4));
const exit = process.reallyExit ? process.reallyExit.bind(process) : process.exit.bind(process);

const MAX_DEPTH = 32;
const MAX_TEXT = 2000;
const MAX_FRAMES = 50;
const HARNESS_FILE = __filename;

let controlFd = 3;
let resultFd = 4;
let packedMaxSize = 0;
let packedMark = '';
let packedFill = '';

// --- the two channels -------------------------------------------------------------------------

let pending = bufferAlloc(0);
const chunk = bufferAlloc(1 << 20);

function pause() {
  Atomics.wait(sleeper, 0, 0, 1); // 1 ms: a descriptor someone made non-blocking is not ready yet
}

function receive() {
  // The next control frame (one line of JSON), or null when the judge closed the channel.
  for (;;) {
    const newline = bufferIndexOf(pending, 10);
    if (newline >= 0) {
      const line = bufferToString(pending, 'utf8', 0, newline);
      pending = pending.subarray(newline + 1);
      return parse(line);
    }
    let count;
    try {
      count = readSync(controlFd, chunk, 0, chunk.length, null);
    } catch (error) {
      if (error && error.code === 'EAGAIN') {
        pause();
        continue;
      }
      if (error && error.code === 'EINTR') continue;
      return null;
    }
    if (count === 0) return null;
    pending = bufferConcat([pending, chunk.subarray(0, count)]);
  }
}

function writeAll(fd, data) {
  let offset = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset, data.length - offset);
    } catch (error) {
      if (error && (error.code === 'EAGAIN' || error.code === 'EINTR')) {
        pause();
        continue;
      }
      throw error;
    }
  }
}

function send(text) {
  try {
    writeAll(resultFd, bufferFrom(text + '\n', 'utf8'));
  } catch (error) {
    exit(0); // the judge is gone
  }
}

// Written to standard output and standard error after each case's own output, before its answer:
// the judge cuts the streams there (docs/protocol.md). The printers below write at once, so
// nothing of the case is still buffered.
const CASE_END = bufferFrom('\u0000case-end\u0000', 'latin1');

function endCase() {
  for (const fd of [1, 2]) {
    try {
      writeAll(fd, CASE_END);
    } catch (error) {
      // a stream the submission closed goes without
    }
  }
}

// --- stdout and stderr, written at once ----------------------------------------------------------

function printer(fd) {
  const stream = new Writable({
    decodeStrings: false,
    write(data, encoding, done) {
      try {
        writeAll(fd, typeof data === 'string' ? bufferFrom(data, encoding === 'buffer' ? 'utf8' : encoding) : data);
      } catch (error) {
        // The judge stopped reading (it ends the run soon): printing must not break the submission.
      }
      done();
    },
  });
  stream.fd = fd;
  stream.isTTY = false;
  return stream;
}

function installPrinters() {
  const stdout = printer(1);
  const stderr = printer(2);
  for (const [name, stream] of [
    ['stdout', stdout],
    ['stderr', stderr],
  ]) {
    Object.defineProperty(process, name, {
      configurable: true,
      enumerable: true,
      get() {
        return stream;
      },
    });
  }
  const quiet = new Console({ stdout, stderr, colorMode: false });
  Object.defineProperty(globalThis, 'console', { configurable: true, enumerable: false, writable: true, value: quiet });
}

// --- values ----------------------------------------------------------------------------------------

class TooLarge {}

function safeText(thunk, limit) {
  let text;
  try {
    text = thunk();
    text = typeof text === 'string' ? text : NativeString(text);
  } catch (error) {
    return '?';
  }
  const most = limit || MAX_TEXT;
  return text.length <= most ? text : stringSlice(text, 0, most) + '...';
}

function constructorName(value) {
  return safeText(() => {
    if (typeof value === 'function') {
      const ctor = value.constructor;
      return ctor && typeof ctor.name === 'string' && ctor.name ? ctor.name : 'Function';
    }
    const prototype = getPrototypeOf(value);
    const ctor = prototype === null ? undefined : prototype.constructor;
    if (typeof ctor === 'function' && typeof ctor.name === 'string' && ctor.name && ctor.name !== 'Object') {
      return ctor.name;
    }
    return stringSlice(objectToString(value), 8, -1); // [object Generator]
  }, 200);
}

// Boards travel packed when every row is a single mark among fill characters (both from the setup's
// "packed", the problem's packed_rows; null: no packing): one character per row,
// chr(48 + column) (docs/protocol.md). A chessboard answer of one piece per row always packs (judge/core/values.py unpacks it).
const packedRows = new NativeMap();

function rowsOfSize(size) {
  let rows = mapGet(packedRows, size);
  if (rows === undefined) {
    rows = new NativeMap();
    for (let column = 0; column < size; column++) {
      mapSet(rows, stringRepeat(packedFill, column) + packedMark + stringRepeat(packedFill, size - column - 1), NativeString.fromCharCode(48 + column));
    }
    mapSet(packedRows, size, rows);
  }
  return rows;
}

function packedBoards(value, budget) {
  const first = value[0];
  if (!isArray(first)) return null;
  const size = first.length;
  if (!(size > 0 && size <= packedMaxSize)) return null;
  const rows = rowsOfSize(size);
  const parts = new Array(value.length);
  const board = new Array(size);
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    if (!isArray(item) || item.length !== size) return null;
    for (let row = 0; row < size; row++) {
      const text = item[row];
      const column = typeof text === 'string' ? mapGet(rows, text) : undefined;
      if (column === undefined) return null;
      board[row] = column;
    }
    parts[index] = arrayJoin(board, '');
  }
  // The output limit is about the value, not its transport: count the size of its plain JSON.
  if (value.length * (size * size + 3 * size + 2) + 1 > budget) throw new TooLarge();
  return '{"$type":"boards","size":' + size + ',"columns":"' + arrayJoin(parts, '') + '"}';
}

function encode(value, budget) {
  // JSON text for value: plain data as is, anything else as a tagged object naming its type.
  if (isArray(value) && value.length > 0 && isArray(value[0])) {
    const packed = packedBoards(value, budget);
    if (packed !== null) return packed;
  }
  const out = [];
  let used = 0;
  const path = [];

  function emit(text) {
    used += text.length;
    if (used > budget) throw new TooLarge();
    out[out.length] = text;
  }

  function object(type, iterator) {
    emit('{"$type":"object","type":' + stringify(type) + ',"iterator":' + (iterator ? 'true' : 'false') + '}');
  }

  function walk(item, depth) {
    if (item === null) return emit('null');
    switch (typeof item) {
      case 'undefined':
        return object('undefined', false);
      case 'boolean':
        return emit(item ? 'true' : 'false');
      case 'number':
        if (isFinite(item)) return emit(NativeString(item));
        return emit('{"$type":"float","repr":"' + (item !== item ? 'nan' : item > 0 ? 'inf' : '-inf') + '"}');
      case 'string':
        return emit(stringify(item));
      case 'bigint':
        return object('BigInt', false);
      case 'symbol':
        return object('Symbol', false);
      case 'function':
        return object(constructorName(item), false);
      default:
        break;
    }
    if (depth >= MAX_DEPTH) return emit('{"$type":"deep","type":' + stringify(constructorName(item)) + '}');
    if (isArray(item)) {
      for (let index = 0; index < path.length; index++) {
        if (path[index] === item) return emit('{"$type":"cycle","type":"Array"}');
      }
      path[path.length] = item;
      emit('[');
      const length = item.length;
      for (let index = 0; index < length; index++) {
        if (index) emit(',');
        walk(item[index], depth + 1);
      }
      emit(']');
      path.length -= 1;
      return undefined;
    }
    let size = -1;
    try {
      size = mapSize(item);
    } catch (error) {
      // not a Map
    }
    if (size >= 0) return emit('{"$type":"dict","size":' + size + '}');
    try {
      size = setSize(item);
    } catch (error) {
      // not a Set
    }
    if (size >= 0) return emit('{"$type":"set","size":' + size + '}');
    const prototype = getPrototypeOf(item);
    if (prototype === objectPrototype || prototype === null) {
      return emit('{"$type":"dict","size":' + objectKeys(item).length + '}');
    }
    let iterator = false;
    try {
      iterator = typeof item.next === 'function';
    } catch (error) {
      // a getter that throws: not an iterator as far as the judge can tell
    }
    return object(constructorName(item), iterator);
  }

  walk(value, 0);
  return arrayJoin(out, '');
}

// --- trees and linked lists (docs/protocol.md) -----------------------------------------------------

// LeetCode's node classes, as its JavaScript template defines them in a comment: the submission
// finds them as globals when the problem has nodes (a definition of its own replaces the global).
function TreeNode(val, left, right) {
  this.val = val === undefined ? 0 : val;
  this.left = left === undefined ? null : left;
  this.right = right === undefined ? null : right;
}

function ListNode(val, next) {
  this.val = val === undefined ? 0 : val;
  this.next = next === undefined ? null : next;
}

// LeetCode's N-ary tree node (the shape "Node"), which its JavaScript template calls _Node.
function _Node(val, children) {
  this.val = val;
  this.children = children;
}

// The same node as LeetCode's TypeScript templates make it (the setup's "nary_defaults"): a new node
// has no children yet (`[]`, not undefined). Some templates' constructors take the value alone,
// others the children too: this one takes both kinds of call.
const TypedNode = {
  _Node: function (val, children) {
    this.val = val === undefined ? 0 : val;
    this.children = children === undefined ? [] : children;
  },
}._Node; // named _Node, as a TypeScript solution's messages name it

// The arguments' nodes are made by these classes, whose prototypes TreeNode, ListNode and _Node
// take for their own (below): a node built here is one `new TreeNode(...)` could have made, as far
// as the submission can tell. Class fields are defined, not assigned: they are own data properties
// in LeetCode's order, and no setter the submission put on a prototype (Object.prototype's
// included) runs. (An object literal with `__proto__` does the same at a runtime call per node.)
class TreeNodeOfArgument {
  val;
  left = null;
  right = null;
  constructor(val) {
    this.val = val;
  }
}

class ListNodeOfArgument {
  val;
  next;
  constructor(val, next) {
    this.val = val;
    this.next = next;
  }
}

// Two N-ary nodes, one per prototype (a class's prototype is fixed): _Node's and TypedNode's.
class NodeOfArgument {
  val;
  children = [];
  constructor(val) {
    this.val = val;
  }
}

class TypedNodeOfArgument {
  val;
  children = [];
  constructor(val) {
    this.val = val;
  }
}

// LeetCode's other node classes (docs/protocol.md, "LeetCode's other node classes"), each `_Node`
// in its problems' code: a list with random pointers (138), a graph's node (133), a binary tree's
// node with next (116, 117) and a multilevel doubly linked list's node (430). Their JavaScript constructors as LeetCode's templates write them, and
// (the setup's "nary_defaults") their TypeScript classes, whose fields default to 0, null and [].
const DRIVEN_CLASSES = {
  __proto__: null,
  RandomListNode: {
    _Node: function (val, next, random) {
      this.val = val;
      this.next = next;
      this.random = random;
    },
  }._Node,
  GraphNode: {
    _Node: function (val, neighbors) {
      this.val = val === undefined ? 0 : val;
      this.neighbors = neighbors === undefined ? [] : neighbors;
    },
  }._Node,
  NextTreeNode: {
    _Node: function (val, left, right, next) {
      this.val = val === undefined ? null : val;
      this.left = left === undefined ? null : left;
      this.right = right === undefined ? null : right;
      this.next = next === undefined ? null : next;
    },
  }._Node,
  MultilevelListNode: {
    _Node: function (val, prev, next, child) {
      this.val = val;
      this.prev = prev;
      this.next = next;
      this.child = child;
    },
  }._Node,
};
const TYPED_DRIVEN_CLASSES = {
  __proto__: null,
  RandomListNode: {
    _Node: function (val, next, random) {
      this.val = val === undefined ? 0 : val;
      this.next = next === undefined ? null : next;
      this.random = random === undefined ? null : random;
    },
  }._Node,
  GraphNode: DRIVEN_CLASSES.GraphNode, // the same in both languages
  NextTreeNode: {
    _Node: function (val, left, right, next) {
      this.val = val === undefined ? 0 : val;
      this.left = left === undefined ? null : left;
      this.right = right === undefined ? null : right;
      this.next = next === undefined ? null : next;
    },
  }._Node,
  MultilevelListNode: {
    _Node: function (val, prev, next, child) {
      this.val = val === undefined ? 0 : val;
      this.prev = prev === undefined ? null : prev;
      this.next = next === undefined ? null : next;
      this.child = child === undefined ? null : child;
    },
  }._Node,
};

// The arguments' nodes of those classes, as the classes above are for TreeNode: one class each,
// whose prototype the problem's _Node takes (defineNodeClasses: only one shape per problem).
class RandomNodeOfArgument {
  val;
  next = null;
  random = null;
  constructor(val) {
    this.val = val;
  }
}

class GraphNodeOfArgument {
  val;
  neighbors = [];
  constructor(val) {
    this.val = val;
  }
}

class NextNodeOfArgument {
  val;
  left = null;
  right = null;
  next = null;
  constructor(val) {
    this.val = val;
  }
}

class MultilevelNodeOfArgument {
  val;
  prev;
  next = null;
  child = null;
  constructor(val, prev) {
    this.val = val;
    this.prev = prev;
  }
}

const DRIVEN_OF_ARGUMENT = {
  __proto__: null,
  RandomListNode: RandomNodeOfArgument,
  GraphNode: GraphNodeOfArgument,
  NextTreeNode: NextNodeOfArgument,
  MultilevelListNode: MultilevelNodeOfArgument,
};

function shareConstructor(Class, Built) {
  Class.prototype = Built.prototype; // writable, as a function's prototype is
  Built.prototype.constructor = Class;
}

shareConstructor(TreeNode, TreeNodeOfArgument);
shareConstructor(ListNode, ListNodeOfArgument);
shareConstructor(_Node, NodeOfArgument);
shareConstructor(TypedNode, TypedNodeOfArgument);
let NaryOfArgument = NodeOfArgument;

// LeetCode's NestedInteger (341, 385): one integer, or a list of NestedIntegers. One class has the
// whole API of both problems' templates; the arguments' ones are made by the class below, whose
// prototype NestedInteger takes, as TreeNode's is. getList of an integer is null in LeetCode's
// JavaScript and an empty list in its TypeScript (the setup's "nary_defaults": typedNested).
let typedNested = false;

class NestedIntegerOfArgument {
  _integer;
  _list;
  constructor(integer, list) {
    this._integer = integer;
    this._list = list;
  }

  isInteger() {
    return this._list === null;
  }

  getInteger() {
    return this._list === null ? this._integer : null;
  }

  setInteger(value) {
    this._integer = value;
    this._list = null;
  }

  add(elem) {
    if (this._list === null) {
      this._integer = null;
      this._list = [];
    }
    const list = this._list;
    list[list.length] = elem;
  }

  getList() {
    return this._list !== null ? this._list : typedNested ? [] : null;
  }
}

// What the submission calls: `new NestedInteger()` an empty list, `new NestedInteger(value)` the one integer.
function NestedInteger(value) {
  const empty = value === undefined || value === null;
  this._integer = empty ? null : value;
  this._list = empty ? [] : null;
}

shareConstructor(NestedInteger, NestedIntegerOfArgument);

// LeetCode's Iterator (284), what a PeekingIterator is made from: hasNext and next over a list of
// integers, nothing more. Its state is private: a solution has only the two methods, as on LeetCode.
// next() past the end is a Runtime Error that says so (LeetCode's calls are all valid).
class Iterator {
  #items;
  #at = 0;
  constructor(nums) {
    this.#items = nums;
  }

  hasNext() {
    return this.#at < this.#items.length;
  }

  next() {
    if (this.#at >= this.#items.length) throw new NativeError('next() called after the last element');
    return this.#items[this.#at++];
  }
}

function defineGlobal(name, value) {
  // Configurable: a declaration of the file's own of that name replaces it (`function ListNode`,
  // `class Node`), as LeetCode's own definition gives way to one the file makes.
  defineProperty(globalThis, name, { configurable: true, enumerable: false, writable: true, value });
}

function defineNodeClasses(nary, typed, driven, nested, iterator) {
  // TreeNode and ListNode for a problem with nodes; _Node only when the signature uses N-ary
  // trees or another of LeetCode's node classes (driven: its shape, else null), since solutions
  // of other problems (an LRU cache) declare a Node of their own; NestedInteger only when it uses
  // LeetCode's NestedInteger (nested), and Iterator only for a PeekingIterator (iterator), for the
  // same reason.
  defineGlobal('TreeNode', TreeNode);
  defineGlobal('ListNode', ListNode);
  if (nested) {
    typedNested = typed;
    defineGlobal('NestedInteger', NestedInteger);
  }
  if (iterator) defineGlobal('Iterator', Iterator);
  if (driven !== null) {
    const drivenClass = (typed ? TYPED_DRIVEN_CLASSES : DRIVEN_CLASSES)[driven];
    shareConstructor(drivenClass, DRIVEN_OF_ARGUMENT[driven]);
    defineGlobal('_Node', drivenClass);
    // Published JavaScript solutions written before LeetCode renamed it say `new Node(...)`.
    if (!typed) defineGlobal('Node', drivenClass);
    return;
  }
  if (!nary) return;
  const naryClass = typed ? TypedNode : _Node;
  NaryOfArgument = typed ? TypedNodeOfArgument : NodeOfArgument;
  defineGlobal('_Node', naryClass);
  // Published JavaScript solutions from before LeetCode renamed it say `new Node(...)`.
  if (!typed) defineGlobal('Node', naryClass);
}

// --- LeetCode's preloaded libraries ----------------------------------------------------------------
//
// lodash's _ and datastructures-js's queues are globals on LeetCode. Each is an accessor here that
// requires its package the first time the solution names it, then puts the value in its own place:
// a solution that names none loads none (lodash alone takes some 12 ms). Configurable, as TreeNode
// is: the file's own `class Queue`, `function _` or `var _ = ...` (through the setter) wins.

// For a package not installed here: global name -> what its ReferenceError adds.
let missingLibraries = null;
const NOT_DEFINED = /^([A-Za-z_$][\w$]*) is not defined$/;

function defineLibrary(name, folder, exported) {
  defineProperty(globalThis, name, {
    configurable: true,
    enumerable: false,
    get() {
      const loaded = nativeRequire(folder);
      const value = exported === '' ? loaded : loaded[exported];
      defineGlobal(name, value);
      return value;
    },
    set(value) {
      defineGlobal(name, value);
    },
  });
}

function defineLibraries(libraries) {
  // The setup frame's [name, the package's folder or null, its export ("": the module), note].
  if (!isArray(libraries)) return;
  for (let index = 0; index < libraries.length; index++) {
    const [name, folder, exported, note] = libraries[index];
    if (typeof folder === 'string') {
      defineLibrary(name, folder, exported);
    } else {
      if (missingLibraries === null) missingLibraries = new NativeMap();
      mapSet(missingLibraries, name, note);
    }
  }
}

// A solution may also require a preloaded package by its name (`require('lodash')`, and TypeScript's
// `import ... from '@datastructures-js/priority-queue'` compiles to that): the global require below
// gives it from the package's folder, and node's own modules as node does. Any other name is not
// found, as on LeetCode, where nothing else is installed.
const isBuiltin = nativeRequire('module').isBuiltin;
const packages = new NativeMap(); // package name -> [its folder or null, what a missing one's error adds]

function solutionRequire(name) {
  const known = typeof name === 'string' ? mapGet(packages, name) : undefined;
  if (known !== undefined && known[0] !== null) return nativeRequire(known[0]);
  if (known === undefined && typeof name === 'string' && isBuiltin(name)) return nativeRequire(name);
  const error = new Error("Cannot find module '" + NativeString(name) + "'" + (known === undefined ? '' : '; ' + known[1]));
  error.code = 'MODULE_NOT_FOUND';
  throw error;
}

function definePackages(entries) {
  // The setup frame's [package name, its folder or null, note]; require itself is a global the
  // file's own `require` replaces.
  if (isArray(entries)) {
    for (let index = 0; index < entries.length; index++) {
      const [name, folder, note] = entries[index];
      mapSet(packages, name, [typeof folder === 'string' ? folder : null, note]);
    }
  }
  defineGlobal('require', solutionRequire);
}

function libraryNote(type, message) {
  // "MinPriorityQueue is not defined" where its package is missing here: said, with the install command.
  if (missingLibraries === null || type !== 'ReferenceError') return message;
  const match = regexExec(NOT_DEFINED, message);
  const note = match === null ? undefined : mapGet(missingLibraries, match[1]);
  return note === undefined ? message : message + '; ' + note;
}

// An answer that cannot be written as its type (a list with a cycle): LeetCode's Runtime Error.
// Only this file can make one, so no value the submission throws passes for it.
class Unwritable {
  constructor(message) {
    this.message = message;
  }
}

function buildTree(values, Make = TreeNodeOfArgument) {
  // The tree of a level order (checked by the judge), without recursion: each node present takes
  // the next two entries as its children. Make: the node class (116's Node has next too).
  const count = values.length;
  if (count === 0) return null;
  const root = new Make(values[0]);
  const parents = [root];
  let parent = 0;
  let position = 1;
  while (position < count) {
    const node = parents[parent++];
    let value = values[position++];
    if (value !== null) {
      const child = new Make(value);
      node.left = child;
      parents[parents.length] = child;
    }
    if (position < count) {
      value = values[position++];
      if (value !== null) {
        const child = new Make(value);
        node.right = child;
        parents[parents.length] = child;
      }
    }
  }
  return root;
}

function buildList(values) {
  let head = null;
  for (let index = values.length - 1; index >= 0; index--) {
    head = new ListNodeOfArgument(values[index], head);
  }
  return head;
}

function buildNary(values) {
  // The N-ary tree of LeetCode's serialization (checked by the judge): the root, null, then each
  // node's children in level order, each group ended by null; without recursion. A leaf's children
  // are an empty array, as LeetCode's are.
  const count = values.length;
  if (count === 0) return null;
  const root = new NaryOfArgument(values[0]);
  const queue = [root];
  let position = 2;
  for (let index = 0; index < queue.length && position < count; index++) {
    const children = queue[index].children;
    while (position < count && values[position] !== null) {
      const child = new NaryOfArgument(values[position++]);
      children[children.length] = child;
      queue[queue.length] = child;
    }
    position++; // the group's null
  }
  return root;
}

function buildNested(value) {
  // The NestedInteger of its JSON (an integer or a list of them, nested; checked by the judge),
  // built with a stack of its own: 385's strings nest 25,000 deep. Pairs on the stack: a JSON list,
  // then the list of the NestedInteger it fills.
  if (!isArray(value)) return new NestedIntegerOfArgument(value, null);
  const root = new NestedIntegerOfArgument(null, []);
  const pending = [value, root._list];
  while (pending.length > 0) {
    const into = pending[pending.length - 1];
    const items = pending[pending.length - 2];
    pending.length -= 2;
    for (let index = 0; index < items.length; index++) {
      const item = items[index];
      if (isArray(item)) {
        const inner = new NestedIntegerOfArgument(null, []);
        into[index] = inner;
        pending[pending.length] = item;
        pending[pending.length] = inner._list;
      } else {
        into[index] = new NestedIntegerOfArgument(item, null);
      }
    }
  }
  return root;
}

// How each node shape is built from its JSON and written back.
const BUILD = {
  __proto__: null,
  TreeNode: buildTree,
  ListNode: buildList,
  Node: buildNary,
  RandomListNode: buildRandomList,
  GraphNode: buildGraph,
  NextTreeNode: buildNextTree,
  MultilevelListNode: buildMultilevel,
  NestedInteger: buildNested,
  Iterator: buildIterator,
};

function buildIterator(values) {
  // LeetCode's Iterator over the data's list of integers (checked by the judge).
  return new Iterator(values);
}

function nodeArgument(value, shape) {
  // An argument of a node shape ("TreeNode", "ListNode[]", "Node") built from its JSON; others as they came.
  if (shape === null || shape === undefined) return value;
  if (stringEndsWith(shape, '[]')) {
    const build = BUILD[stringSlice(shape, 0, -2)];
    const built = new Array(value.length);
    for (let index = 0; index < value.length; index++) built[index] = build(value[index]);
    return built;
  }
  return BUILD[shape](value);
}

function isNode(value) {
  return value !== null && typeof value === 'object' && !isArray(value);
}

function notNode(value) {
  // What stands where a node should (a number, an array): named by its type, a Wrong Answer.
  return '{"$type":"object","type":' + stringify(constructorName(value)) + ',"iterator":false}';
}

// The writers below collect the answer's entries in an array and make its JSON text at the end, in
// one native call (JSON.stringify, else Array.prototype.join): turning 10^4 numbers into strings
// one by one, and joining those, cost more than the walk itself. An entry is a finite number, as
// it is (both write it as String does), null for a missing child, or the JSON text (a string) of
// anything else. The budget is checked as each entry is added, as before: a number counts as
// NUMBER_WIDTH characters, the longest text a finite number has (String(-0.0000012345678901234567)),
// until that count passes the budget; from there on the exact length is counted. The count is
// never less than the exact one, so an answer too large is found at the same entry as when every
// entry was counted exactly, and what comes first (too large, a cycle, a getter that throws) stays.
const NUMBER_WIDTH = 25;

// An own toJSON that is not a function: JSON.stringify then writes the entries' array as the array
// it is, whatever toJSON the submission put on Array.prototype (or Object.prototype).
const NO_TO_JSON = { __proto__: null, value: undefined, writable: true };

function entryArray(first) {
  const entries = first === undefined ? [] : [first];
  defineProperty(entries, 'toJSON', NO_TO_JSON);
  return entries;
}

function exactWidth(entries, count, budget) {
  // The exact length of the JSON list of the first count entries ("[", each entry and the comma or
  // bracket after it); TooLarge when it passes the budget as well.
  let width = 1;
  for (let index = 0; index < count; index++) {
    const entry = entries[index];
    width += (entry === null ? 4 : typeof entry === 'number' ? NativeString(entry).length : entry.length) + 1;
  }
  if (width > budget) throw new TooLarge();
  return width;
}

function entriesText(entries, count, texts) {
  // The JSON list of the first count entries; texts: whether some entry is a text.
  entries.length = count;
  if (!texts) return stringify(entries); // numbers and nulls
  for (let index = 0; index < count; index++) {
    if (entries[index] === null) entries[index] = 'null';
  }
  return '[' + arrayJoin(entries, ',') + ']';
}

// The nodes a writer has passed: a Set whose has, add and delete are its own, called as methods
// (each node written calls both: cheaper than through call.bind), which what the submission does to
// Set.prototype does not reach.
class NodeSet extends NativeSet {
  constructor() {
    super(); // no iterable: the constructor calls no add
  }
}
defineProperty(NodeSet.prototype, 'has', { value: NativeSet.prototype.has });
defineProperty(NodeSet.prototype, 'add', { value: NativeSet.prototype.add });
defineProperty(NodeSet.prototype, 'delete', { value: NativeSet.prototype.delete });

function encodeTree(root, budget) {
  // The level order, trailing nulls dropped, walked without recursion; a node reached twice (a
  // cycle, a subtree hung in two places) cannot be written. The queue becomes the entries as it
  // is walked: each node taken from it is replaced by its entry.
  if (root === null || root === undefined) return '[]';
  if (!isNode(root)) return notNode(root);
  const queue = entryArray(root);
  const seen = new NodeSet();
  let head = 0;
  let kept = 0; // the entries up to the last value (after it, missing children only)
  let size = 1; // the JSON's length up to there (see NUMBER_WIDTH)
  let exact = false;
  let texts = false;
  while (head < queue.length) {
    const node = queue[head];
    if (node === null || node === undefined) {
      queue[head++] = null;
      size += 5;
      continue;
    }
    let entry;
    if (typeof node !== 'object' || isArray(node)) {
      entry = notNode(node);
    } else {
      if (seen.has(node)) throw new Unwritable('Found a cycle or a shared node in the TreeNode');
      seen.add(node);
      const value = node.val;
      entry = isFinite(value) ? value : encode(value, budget);
      queue[queue.length] = node.left;
      queue[queue.length] = node.right;
    }
    queue[head++] = entry;
    kept = head;
    if (typeof entry === 'number') {
      size += exact ? NativeString(entry).length + 1 : NUMBER_WIDTH + 1;
    } else {
      size += entry.length + 1;
      texts = true;
    }
    if (size > budget) {
      size = exactWidth(queue, head, budget);
      exact = true;
    }
  }
  return entriesText(queue, kept, texts);
}

function encodeList(head, budget) {
  // The values from the head; a list that comes back to a node it passed cannot be written.
  const entries = entryArray();
  const seen = new NodeSet();
  let count = 0;
  let size = 1;
  let exact = false;
  let texts = false;
  let node = head;
  while (node !== null && node !== undefined) {
    let entry;
    if (typeof node !== 'object' || isArray(node)) {
      entry = notNode(node);
      node = null;
    } else {
      if (seen.has(node)) throw new Unwritable('Found cycle in the ListNode');
      seen.add(node);
      const value = node.val;
      entry = isFinite(value) ? value : encode(value, budget);
      node = node.next;
    }
    entries[count++] = entry;
    if (typeof entry === 'number') {
      size += exact ? NativeString(entry).length + 1 : NUMBER_WIDTH + 1;
    } else {
      size += entry.length + 1;
      texts = true;
    }
    if (size > budget) {
      size = exactWidth(entries, count, budget);
      exact = true;
    }
  }
  return entriesText(entries, count, texts);
}

function encodeNary(root, budget) {
  // LeetCode's serialization: the root, null, then each node's children in level order, each group
  // ended by null, trailing nulls dropped; walked without recursion. Null or missing children are
  // none; a node reached twice (a cycle, a subtree hung in two places) cannot be written.
  if (root === null || root === undefined) return '[]';
  if (!isNode(root)) return notNode(root);
  const value = root.val;
  const first = isFinite(value) ? value : encode(value, budget);
  const entries = entryArray(first);
  let count = 1;
  let kept = 1;
  let exact = false;
  let texts = typeof first !== 'number';
  let size = 1 + (texts ? first.length : NUMBER_WIDTH) + 1;
  if (size > budget) {
    size = exactWidth(entries, count, budget);
    exact = true;
  }
  entries[count++] = null;
  size += 5;
  const seen = new NodeSet();
  const queue = [root];
  let head = 0;
  while (head < queue.length) {
    const node = queue[head];
    queue[head++] = undefined;
    if (seen.has(node)) throw new Unwritable('Found a cycle or a shared node in the Node tree');
    seen.add(node);
    const children = node.children;
    if (isArray(children)) {
      const many = children.length;
      for (let index = 0; index < many; index++) {
        const child = children[index];
        if (child === null || child === undefined) continue; // LeetCode writes the children there are
        let entry;
        if (isNode(child)) {
          const childValue = child.val;
          entry = isFinite(childValue) ? childValue : encode(childValue, budget);
          queue[queue.length] = child;
        } else {
          entry = notNode(child);
        }
        entries[count++] = entry;
        kept = count;
        if (typeof entry === 'number') {
          size += exact ? NativeString(entry).length + 1 : NUMBER_WIDTH + 1;
        } else {
          size += entry.length + 1;
          texts = true;
        }
        if (size > budget) {
          size = exactWidth(entries, count, budget);
          exact = true;
        }
      }
    } else if (children !== null && children !== undefined) {
      const entry = notNode(children); // a Set, a number: named by its type, a Wrong Answer
      entries[count++] = entry;
      kept = count;
      size += entry.length + 1;
      texts = true;
      if (size > budget) {
        size = exactWidth(entries, count, budget);
        exact = true;
      }
    }
    entries[count++] = null;
    size += 5;
  }
  return entriesText(entries, kept, texts);
}

// The nodes built for the case's argument of a list with random pointers or a graph: an answer
// that holds one of them is no copy (docs/protocol.md). A new set each case (main).
let originals = new NodeSet();

function buildRandomList(values) {
  // [[val, index of the node random points at, or null], ...] from the head (checked by the judge).
  const count = values.length;
  const nodes = new Array(count);
  for (let index = 0; index < count; index++) {
    const node = new RandomNodeOfArgument(values[index][0]);
    nodes[index] = node;
    originals.add(node);
  }
  for (let index = 0; index < count; index++) {
    if (index + 1 < count) nodes[index].next = nodes[index + 1];
    const random = values[index][1];
    if (random !== null) nodes[index].random = nodes[random];
  }
  return count > 0 ? nodes[0] : null;
}

function buildGraph(adjacency) {
  // LeetCode's adjacency list (checked by the judge): node k has the value k + 1 and the
  // neighbours listed, by value; the first node is the argument ([]: none).
  const count = adjacency.length;
  const nodes = new Array(count);
  for (let index = 0; index < count; index++) {
    const node = new GraphNodeOfArgument(index + 1);
    nodes[index] = node;
    originals.add(node);
  }
  for (let index = 0; index < count; index++) {
    const listed = adjacency[index];
    const neighbors = nodes[index].neighbors;
    for (let position = 0; position < listed.length; position++) neighbors[position] = nodes[listed[position] - 1];
  }
  return count > 0 ? nodes[0] : null;
}

function buildNextTree(values) {
  // A binary tree's level order, as buildTree reads it, of nodes whose next is null.
  return buildTree(values, NextNodeOfArgument);
}

function buildMultilevel(values) {
  // LeetCode's serialization of a multilevel list (checked by the judge), without recursion: each
  // level's values ended by null, then one more null for each node before the one the next level
  // hangs under (a child of that node, in the level above).
  const count = values.length;
  let head = null;
  let above = null; // the first node of the level above
  let position = 0;
  while (position < count) {
    let nulls = 0;
    while (position < count && values[position] === null) {
      nulls++;
      position++;
    }
    let first = null;
    let last = null;
    while (position < count && values[position] !== null) {
      const node = new MultilevelNodeOfArgument(values[position++], last);
      if (last === null) first = node;
      else last.next = node;
      last = node;
    }
    if (above === null) {
      head = first;
    } else {
      let parent = above;
      for (let step = 1; step < nulls; step++) parent = parent.next;
      parent.child = first;
    }
    above = first;
  }
  return head;
}

// --- the answers of LeetCode's other node classes (docs/protocol.md) ----------------------------
//
// Their answers are small (10^3 nodes at most on LeetCode): written entry by entry. A next, random
// or neighbour that is undefined is null, as LeetCode's JavaScript constructors leave them.

function valueText(value, budget) {
  return isFinite(value) ? NativeString(value) : encode(value, budget);
}

function notCopied(nodes) {
  // Unwritable when an answer's node is one the harness built for the input: the method was to copy them.
  for (let index = 0; index < nodes.length; index++) {
    const node = nodes[index];
    if (originals.has(node)) {
      const val = node.val;
      const shown = isInteger(val) ? NativeString(val) : '?';
      throw new Unwritable('The answer holds a node of the input (val ' + shown + '), not a copy of it');
    }
  }
}

function encodeRandomList(head, budget) {
  // [[val, index of the node random points at, or null], ...]: the list's nodes, from the head.
  if (head === null || head === undefined) return '[]';
  if (!isNode(head)) return notNode(head);
  const nodes = [];
  const index = new NativeMap();
  let node = head;
  let stray = null; // what stands where a node should, after the last one: written as its type
  while (node !== null && node !== undefined) {
    if (!isNode(node)) {
      stray = node;
      break;
    }
    if (mapGet(index, node) !== undefined) throw new Unwritable('Found cycle in the list');
    mapSet(index, node, nodes.length);
    nodes[nodes.length] = node;
    if (6 * nodes.length > budget) throw new TooLarge();
    node = node.next;
  }
  notCopied(nodes);
  const parts = [];
  let size = 1;
  for (let position = 0; position < nodes.length; position++) {
    const current = nodes[position];
    const random = current.random;
    let at = 'null';
    if (random !== null && random !== undefined) {
      const found = isNode(random) ? mapGet(index, random) : undefined;
      if (found === undefined) throw new Unwritable('A random pointer leads to a node that is not in the list');
      at = NativeString(found);
    }
    const text = '[' + valueText(current.val, budget) + ',' + at + ']';
    size += text.length + 1;
    if (size > budget) throw new TooLarge();
    parts[parts.length] = text;
  }
  if (stray !== null) parts[parts.length] = notNode(stray);
  return '[' + arrayJoin(parts, ',') + ']';
}

function encodeMultilevel(head, budget) {
  // [[val, prev's position in the walk (null: none; -1: a node not in it), child's val or null], ...]:
  // the list walked along next from head (a child whose val is no integer is true: a child all the
  // same). The judge says which link is wrong, if one is.
  if (head === null || head === undefined) return '[]';
  if (!isNode(head)) return notNode(head);
  const nodes = [];
  const index = new NativeMap();
  let node = head;
  let stray = null; // what stands where a node should, after the last one: written as its type
  while (node !== null && node !== undefined) {
    if (!isNode(node)) {
      stray = node;
      break;
    }
    if (mapGet(index, node) !== undefined) throw new Unwritable('Found cycle in the list');
    mapSet(index, node, nodes.length);
    nodes[nodes.length] = node;
    if (8 * nodes.length > budget) throw new TooLarge();
    node = node.next;
  }
  const parts = [];
  let size = 1;
  for (let position = 0; position < nodes.length; position++) {
    const current = nodes[position];
    const prev = current.prev;
    const child = current.child;
    let at = 'null';
    if (prev !== null && prev !== undefined) {
      const found = isNode(prev) ? mapGet(index, prev) : undefined;
      at = found === undefined ? '-1' : NativeString(found);
    }
    let below = 'null';
    if (child !== null && child !== undefined) {
      const val = isNode(child) ? child.val : undefined;
      below = isInteger(val) ? NativeString(val) : 'true';
    }
    const text = '[' + valueText(current.val, budget) + ',' + at + ',' + below + ']';
    size += text.length + 1;
    if (size > budget) throw new TooLarge();
    parts[parts.length] = text;
  }
  if (stray !== null) parts[parts.length] = notNode(stray);
  return '[' + arrayJoin(parts, ',') + ']';
}

function neighborsOf(node) {
  // A graph node's neighbours as an array (null or missing: none; anything else as one stray entry).
  const neighbors = node.neighbors;
  if (isArray(neighbors)) return neighbors;
  return neighbors === null || neighbors === undefined ? [] : [neighbors];
}

function encodeGraph(start, budget) {
  // The adjacency list of the nodes reached from start, ordered by value: each one's neighbours' values.
  if (start === null || start === undefined) return '[]';
  if (!isNode(start)) return notNode(start);
  const seen = new NodeSet();
  seen.add(start);
  const order = [start];
  for (let head = 0; head < order.length; head++) {
    // grows as it goes: breadth first
    const neighbors = neighborsOf(order[head]);
    for (let index = 0; index < neighbors.length; index++) {
      const other = neighbors[index];
      if (isNode(other) && !seen.has(other)) {
        seen.add(other);
        order[order.length] = other;
      }
    }
    if (3 * order.length > budget) throw new TooLarge();
  }
  notCopied(order);
  const values = new Array(order.length);
  const ranked = new Array(order.length);
  for (let index = 0; index < order.length; index++) {
    const val = order[index].val;
    if (!isInteger(val)) throw new Unwritable("A node's val is not an integer");
    values[index] = val;
    ranked[index] = index;
  }
  arraySort(ranked, (first, second) => values[first] - values[second]); // stable: found order among equals
  const parts = [];
  let size = 1;
  for (let position = 0; position < ranked.length; position++) {
    const neighbors = neighborsOf(order[ranked[position]]);
    const named = [];
    for (let index = 0; index < neighbors.length; index++) {
      const other = neighbors[index];
      if (other === null || other === undefined) continue;
      named[named.length] = isNode(other) ? valueText(other.val, budget) : notNode(other);
    }
    const text = '[' + arrayJoin(named, ',') + ']';
    size += text.length + 1;
    if (size > budget) throw new TooLarge();
    parts[parts.length] = text;
  }
  return '[' + arrayJoin(parts, ',') + ']';
}

function encodeNextTree(root, budget) {
  // LeetCode's answer of 116 and 117: level by level (the levels by left and right), each read from
  // its first node along the next pointers and ended by "#"; next pointers that go round (more
  // steps than the tree has nodes) cannot be written.
  if (root === null || root === undefined) return '[]';
  if (!isNode(root)) return notNode(root);
  const seen = new NodeSet();
  seen.add(root);
  const firsts = [];
  let level = [root];
  while (level.length > 0) {
    firsts[firsts.length] = level[0];
    const below = [];
    for (let index = 0; index < level.length; index++) {
      const node = level[index];
      // Two children, left then right (no iterator: the submission may have changed Array's); one
      // that is not an object is no node, and left out.
      for (let side = 0; side < 2; side++) {
        const child = side === 0 ? node.left : node.right;
        if (!isNode(child)) continue;
        if (seen.has(child)) throw new Unwritable('Found a cycle or a shared node in the TreeNode');
        seen.add(child);
        below[below.length] = child;
      }
    }
    level = below;
  }
  const total = setSize(seen);
  const parts = [];
  let size = 1;
  for (let index = 0; index < firsts.length; index++) {
    let node = firsts[index];
    let steps = 0;
    while (node !== null && node !== undefined) {
      let text;
      if (isNode(node)) {
        steps += 1;
        if (steps > total) throw new Unwritable('Found a cycle in the next pointers');
        text = valueText(node.val, budget);
        node = node.next;
      } else {
        text = notNode(node);
        node = null;
      }
      size += text.length + 1;
      if (size > budget) throw new TooLarge();
      parts[parts.length] = text;
    }
    parts[parts.length] = '"#"';
    size += 4;
    if (size > budget) throw new TooLarge();
  }
  return '[' + arrayJoin(parts, ',') + ']';
}

// encodeNested's mark, on its stack, of the end of a list being written.
const CLOSE = { __proto__: null };

function encodeNested(value, budget) {
  // A NestedInteger's JSON, written with a stack of its own (385's answers nest 25,000 deep) and
  // read through LeetCode's methods (isInteger, getInteger, getList), so a class of the file's own
  // is written too. A list that holds itself, or one it is inside, cannot be written. A CLOSE on
  // the stack comes right after the NestedInteger whose list it ends.
  if (value === null || value === undefined) return 'null';
  if (!isNode(value)) return notNode(value);
  const parts = [];
  const open = new NodeSet(); // the lists being written
  const pending = [value];
  let size = 0;
  let opened = true; // the item written next is the first of its list: no comma before it
  while (pending.length > 0) {
    const item = pending[pending.length - 1];
    pending.length -= 1;
    if (item === CLOSE) {
      open.delete(pending[pending.length - 1]);
      pending.length -= 1;
      parts[parts.length] = ']';
      size += 1;
      opened = false;
      continue;
    }
    if (!opened) {
      parts[parts.length] = ',';
      size += 1;
    }
    opened = false;
    let text;
    if (item === null || item === undefined) {
      text = 'null';
    } else if (!isNode(item) || typeof item.isInteger !== 'function') {
      text = notNode(item); // a number, an array: no NestedInteger
    } else if (item.isInteger()) {
      text = valueText(item.getInteger(), budget);
    } else {
      const items = item.getList();
      if (items === null || items === undefined || isArray(items)) {
        if (open.has(item)) throw new Unwritable('Found a cycle in the NestedInteger: a list that holds itself');
        open.add(item);
        parts[parts.length] = '[';
        size += 1;
        opened = true;
        pending[pending.length] = item;
        pending[pending.length] = CLOSE;
        for (let index = items ? items.length - 1 : -1; index >= 0; index--) pending[pending.length] = items[index];
        continue;
      }
      text = notNode(items); // a Set, a number: named by its type, a Wrong Answer
    }
    parts[parts.length] = text;
    size += text.length;
    if (size > budget) throw new TooLarge();
  }
  return arrayJoin(parts, '');
}

const WRITE = {
  __proto__: null,
  TreeNode: encodeTree,
  ListNode: encodeList,
  Node: encodeNary,
  RandomListNode: encodeRandomList,
  GraphNode: encodeGraph,
  NextTreeNode: encodeNextTree,
  MultilevelListNode: encodeMultilevel,
  NestedInteger: encodeNested,
};

function encodeNodes(value, shape, budget) {
  // The JSON of an answer of a node shape; a list of them as the list of their JSON.
  if (!stringEndsWith(shape, '[]')) return WRITE[shape](value, budget);
  if (!isArray(value)) return encode(value, budget);
  const write = WRITE[stringSlice(shape, 0, -2)];
  const parts = new Array(value.length);
  let size = 1;
  for (let index = 0; index < value.length; index++) {
    const text = write(value[index], budget - size);
    parts[index] = text;
    size += text.length + 1;
    if (size > budget) throw new TooLarge();
  }
  return '[' + arrayJoin(parts, ',') + ']';
}

// --- LeetCode's own drivers: links between the arguments' nodes (docs/protocol.md, "Links") --------

function builtNodes(args, shapes) {
  // Each argument's nodes in the order they were built, before the links join them (a list from its
  // head, a tree in level order, missing children left out; any other argument has none): what a
  // link's and a returned node's indexes count. The nodes are the harness's own, as built: no
  // cycle yet, and no accessor of the submission's on the way.
  const found = new Array(args.length);
  for (let argument = 0; argument < args.length; argument++) {
    const nodes = [];
    const shape = shapes === null ? null : shapes[argument];
    let node = args[argument];
    if (shape === 'ListNode') {
      while (node !== null) {
        nodes[nodes.length] = node;
        node = node.next;
      }
    } else if (shape === 'TreeNode' && node !== null) {
      nodes[0] = node;
      for (let index = 0; index < nodes.length; index++) {
        // grows as it goes: level order
        node = nodes[index];
        if (node.left !== null) nodes[nodes.length] = node.left;
        if (node.right !== null) nodes[nodes.length] = node.right;
      }
    }
    found[argument] = nodes;
  }
  return found;
}

function applyLinks(args, links, nodes) {
  // A driver's links (judge/core/signature.py): [0, a, i, b, j] sets node i of argument a's next to
  // node j of argument b; [1, t, b, j] makes argument t node j of argument b.
  for (let index = 0; index < links.length; index++) {
    const link = links[index];
    if (link[0] === 0) nodes[link[1]][link[2]].next = nodes[link[3]][link[4]];
    else args[link[1]] = nodes[link[2]][link[3]];
  }
}

function placeOf(value, nodes, budget) {
  // Where a returned node stands among the arguments' nodes: [argument, index] (the first argument,
  // in order, that holds that very node), or [-1, val] for a node of the submission's own; null
  // for none (undefined too, as the writers of nodes take it); anything else as it is (the checker
  // says it is wrong).
  if (value === null || value === undefined) return 'null';
  if (!isNode(value)) return encode(value, budget);
  for (let argument = 0; argument < nodes.length; argument++) {
    const built = nodes[argument];
    for (let index = 0; index < built.length; index++) {
      if (built[index] === value) return '[' + argument + ',' + index + ']';
    }
  }
  const val = value.val;
  return '[-1,' + (isFinite(val) ? NativeString(val) : 'null') + ']';
}

// --- LeetCode's APIs: what a driver's method calls (278's isBadVersion, 374's guess) ---------------

// The case's value the API answers from, which the method is not given (the case's last argument).
let hidden = 0;

// As LeetCode's driver gives them: isBadVersion to 278's `solution`, guess as a global of 374's file.
const APIS = {
  __proto__: null,
  isBadVersion: {
    isBadVersion: function (version) {
      return version >= hidden;
    },
  }.isBadVersion,
  guess: {
    guess: function (num) {
      return num > hidden ? -1 : num < hidden ? 1 : 0;
    },
  }.guess,
};

function callApiMethod(solve, api, args) {
  // 278's file defines `solution`, which takes the API and returns the method (LeetCode's driver
  // calls it for each case); 374's method calls the global guess itself.
  if (api !== 'isBadVersion') return apply(solve, undefined, args);
  const method = apply(solve, undefined, [APIS.isBadVersion]);
  if (typeof method !== 'function') {
    throw new NativeTypeError('solution(isBadVersion) returned ' + safeText(() => method, 100) + ', not a function of n');
  }
  return apply(method, undefined, args);
}

// --- errors ----------------------------------------------------------------------------------------

let userFilename = '';
let lineMap = null; // TypeScript: per line of tsc's output, [column, user's line, column, user's line, ...]

function userLine(line, column) {
  // The user's line for a line (from 1) and column (from 1) of the running source.
  if (lineMap === null) return line;
  const row = line > 0 && line <= lineMap.length ? lineMap[line - 1] : null;
  if (!isArray(row) || row.length < 2) return line;
  let found = row[1];
  for (let index = 2; index + 1 < row.length && row[index] <= column - 1; index += 2) found = row[index + 1];
  return found;
}

const FRAME_IN = /^(.*?) \((.*):(\d+):(\d+)\)$/;
const LINE_COLUMN = /^(\d+):(\d+)\)?$/;
const FRAME_AT = /^(.*):(\d+):(\d+)$/;
const FRAME_NATIVE = /^(.*?) \((.*)\)$/;

function parseFrame(text) {
  // [file, line, function] of one line of error.stack, or null for node's own code and this harness.
  let file;
  let line;
  let column = 0;
  let name;
  const userAt = userFilename + ':';
  const marker = ' (' + userAt;
  const inUser = stringIndexOf(text, marker);
  let match;
  if (inUser >= 0 && (match = regexExec(LINE_COLUMN, stringSlice(text, inUser + marker.length))) !== null) {
    name = stringSlice(text, 0, inUser);
    file = userFilename;
    [, line, column] = match;
  } else if (stringStartsWith(text, userAt) && (match = regexExec(LINE_COLUMN, stringSlice(text, userAt.length))) !== null) {
    name = '<anonymous>';
    file = userFilename;
    [, line, column] = match;
  } else if ((match = regexExec(FRAME_IN, text)) !== null) {
    [, name, file, line] = match;
  } else if ((match = regexExec(FRAME_AT, text)) !== null) {
    name = '<anonymous>';
    [, file, line] = match;
  } else if ((match = regexExec(FRAME_NATIVE, text)) !== null) {
    name = match[1];
    file = '<native>';
    line = 0;
  } else {
    return null;
  }
  if (file === HARNESS_FILE || stringStartsWith(file, 'node:')) return null;
  line = parseInt(line, 10) || 0;
  if (file === userFilename) line = userLine(line, parseInt(column, 10) || 0);
  return [file, line, name || '<anonymous>'];
}

function stackFrames(error) {
  // Frames outermost first, from the V8 stack text (innermost first there).
  let stack = '';
  try {
    stack = error !== null && typeof error === 'object' ? error.stack : '';
  } catch (failure) {
    stack = '';
  }
  if (typeof stack !== 'string') return [];
  const frames = [];
  const lines = stringSplit(stack, '\n');
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index];
    if (!stringStartsWith(text, '    at ')) continue;
    const frame = parseFrame(stringSlice(text, 7));
    if (frame !== null) frames[frames.length] = frame;
  }
  frames.reverse();
  return frames.length > MAX_FRAMES ? frames.slice(frames.length - MAX_FRAMES) : frames;
}

function errorFields(error) {
  let type;
  let message;
  if (error instanceof NativeError || (error !== null && typeof error === 'object' && 'stack' in error)) {
    type = safeText(() => error.name, 200);
    message = libraryNote(type, safeText(() => error.message));
  } else {
    // `throw "text"` or `throw 42`: not an Error, so no stack either
    type = 'Uncaught';
    message = safeText(() => (typeof error === 'string' ? error : stringify(error) || NativeString(error)));
  }
  const frames = stackFrames(error);
  return (
    ',"type":' +
    stringify(type) +
    ',"message":' +
    stringify(message) +
    ',"frames":' +
    stringify(frames) +
    ',"frames_total":' +
    (frames.length < Error.stackTraceLimit ? frames.length : 'null')
  );
}

function isMemoryError(error) {
  return error instanceof RangeError && safeText(() => error.message) === 'Array buffer allocation failed';
}

function compileError(error, source) {
  // The load's SyntaxError: its line from the header V8 puts on the stack ("file:LINE", the line, a caret).
  let line = null;
  let offset = null;
  let text = null;
  const stack = safeText(() => error.stack, 1 << 20);
  const header = userFilename + ':';
  if (stringStartsWith(stack, header)) {
    const lines = stringSplit(stack, '\n');
    const number = parseInt(stringSlice(lines[0], header.length), 10);
    if (number > 0) {
      line = userLine(number, 0);
      const sourceLines = stringSplit(source, '\n');
      if (lineMap === null && number <= sourceLines.length) text = stringSlice(sourceLines[number - 1], 0, MAX_TEXT);
      const caret = lines.length > 2 ? stringIndexOf(lines[2], '^') : -1;
      if (caret >= 0 && lineMap === null) offset = caret + 1;
    }
  }
  return (
    '{"event":"compile_error","type":' +
    stringify(safeText(() => error.name, 200)) +
    ',"message":' +
    stringify(safeText(() => error.message)) +
    ',"line":' +
    (line === null ? 'null' : line) +
    ',"offset":' +
    (offset === null ? 'null' : offset) +
    ',"text":' +
    (text === null ? 'null' : stringify(text)) +
    ',"output":null}'
  );
}

// --- the run ---------------------------------------------------------------------------------------

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function globalFunction(name) {
  // What the script defines by that name, else undefined. `const f = ...` and `let` at the top level
  // are globals without being properties of globalThis: a second script sees them by name.
  return IDENTIFIER.test(name) ? vm.runInThisContext('typeof ' + name + ' === "undefined" ? undefined : ' + name) : undefined;
}

function load(setup, names) {
  // The submission's functions by those names (the method, or a Codec's two), after running its
  // source as a script; null when a frame was sent instead.
  const source = setup.source;
  userFilename = setup.filename;
  lineMap = isArray(setup.line_map) ? setup.line_map : null;
  let script;
  try {
    script = new vm.Script(source, { filename: userFilename });
  } catch (error) {
    send(compileError(error, source));
    return null;
  }
  if (setup.commonjs) {
    // tsc's output of a file with `export`: it assigns to exports (the functions are globals anyway).
    const exports = {};
    globalThis.exports = exports;
    globalThis.module = { exports };
  }
  // From here on the CPU is the submission's: the judge charges it to the first case.
  send('{"event":"loading"}');
  try {
    script.runInThisContext();
    const functions = [];
    for (const method of names) {
      const found = globalFunction(method);
      if (typeof found !== 'function') {
        // A Codec's functions are plain functions in LeetCode's JavaScript, not a class's methods.
        const how = setup.design && !setup.round_trip
          ? '`var ' + method + ' = function(...) {...};` with `' + method + '.prototype.name = function(...) {...};`, or `class ' + method + ' {...}`'
          : setup.api === 'isBadVersion'
            ? '`var solution = function(isBadVersion) { return function(n) {...}; };`'
            : '`var ' + method + ' = function(...) {...};` or `function ' + method + '(...) {...}`';
        const error = new ReferenceError(
          found === undefined ? method + ' is not defined: write ' + how : method + ' is not a function',
        );
        send('{"event":"load_error","type":"ReferenceError","message":' + stringify(error.message) + ',"frames":[]}');
        return null;
      }
      functions[functions.length] = found;
    }
    return functions;
  } catch (error) {
    if (isMemoryError(error)) {
      send('{"event":"load_error","memory":true}');
    } else {
      send('{"event":"load_error"' + errorFields(error) + '}');
    }
    return null;
  }
}

// --- design classes (docs/protocol.md) ------------------------------------------------------------

// The design call running (0: the constructor), for the error frame of one that throws.
let designCall = null;

function designArguments(values, shapes) {
  const built = new Array(values.length);
  for (let index = 0; index < values.length; index++) built[index] = nodeArgument(values[index], shapes[index]);
  return built;
}

function runDesign(Class, design, args, budget) {
  // LeetCode's two lines of a design case: a new object by the first operation, then each other
  // one called on it in turn. The JSON list of results (null for the constructor and every void
  // method, whatever it returned).
  const operations = args[0];
  const values = args[1];
  const methods = design.methods;
  designCall = 0;
  const instance = construct(Class, designArguments(values[0], design.constructor));
  const parts = ['null'];
  let used = 1 + 4;
  for (let index = 1; index < operations.length; index++) {
    designCall = index;
    const spec = methods[operations[index]];
    const returned = apply(methodOf(instance, spec.call), instance, designArguments(values[index], spec.params));
    let text;
    if (spec.void) text = 'null';
    else if (spec.answer !== null) text = encodeNodes(returned, spec.answer, budget - used - 1);
    else text = encode(returned, budget - used - 1);
    used += text.length + 1;
    if (used > budget) throw new TooLarge();
    parts[parts.length] = text;
  }
  designCall = null;
  return '[' + arrayJoin(parts, ',') + ']';
}

function methodOf(instance, call) {
  // The object's method of that name (looked up at each call, as LeetCode's driver does), else a TypeError.
  const method = instance === null || instance === undefined ? undefined : instance[call];
  if (typeof method !== 'function') {
    throw new NativeTypeError(constructorName(instance) + '.' + call + ' is not a function');
  }
  return method;
}

function runIterate(Class, design, iterate, args, budget) {
  // An iterator judged by one loop, as LeetCode's driver of 341 runs it: the object made from the
  // case's arguments, then next called while hasNext is true (`while (i.hasNext()) a.push(i.next())`,
  // truthiness and all); the JSON list of what next gave. An endless iterator ends too large.
  const instance = construct(Class, designArguments(args, design.constructor));
  const hasNext = design.methods[iterate.has_next].call;
  const next = design.methods[iterate.next].call;
  const parts = [];
  let size = 1;
  while (apply(methodOf(instance, hasNext), instance, [])) {
    const text = valueText(apply(methodOf(instance, next), instance, []), budget);
    size += text.length + 1;
    if (size > budget) throw new TooLarge();
    parts[parts.length] = text;
  }
  return '[' + arrayJoin(parts, ',') + ']';
}

function runRoundTrip(there, back, design, roundTrip, args, budget) {
  // A Codec's round trip, as LeetCode's JavaScript driver runs it: `deserialize(serialize(root))`,
  // two functions of the file, not a class's methods. What travels between them is not looked at,
  // as LeetCode's driver does not look (TypeScript's type check holds it to a string).
  const encoding = design.methods[roundTrip.there];
  const shape = design.methods[roundTrip.back].answer;
  const text = apply(there, undefined, [nodeArgument(args[0], encoding.params[0])]);
  const answer = apply(back, undefined, [text]);
  return shape === null ? encode(answer, budget) : encodeNodes(answer, shape, budget);
}

function callField() {
  // The error frame's "call": which design call threw (none for a plain method).
  return designCall === null ? '' : ',"call":' + designCall;
}

function nodeShapes(nodes, design) {
  // Every node shape of the arguments and answers (null for plain JSON), a design class's too.
  const shapes = nodes === null ? [] : [...nodes.params, nodes.answer];
  if (design !== null) {
    shapes.push(...design.constructor);
    for (const name of objectKeys(design.methods)) {
      const spec = design.methods[name];
      shapes.push(...spec.params, spec.answer);
    }
  }
  return shapes.filter((shape) => shape !== null);
}

function main() {
  controlFd = parseInt(process.argv[2], 10);
  resultFd = parseInt(process.argv[3], 10);
  const setup = receive();
  if (setup === null) exit(0);
  if (setup.packed !== null && typeof setup.packed === 'object') {
    packedMaxSize = setup.packed.max_size;
    packedMark = setup.packed.mark;
    packedFill = setup.packed.fill;
  }
  const budget = setup.result_limit;
  // A void method's answer: the argument at this index, as the method left it (null: what it returns).
  const answer = typeof setup.answer === 'number' ? setup.answer : null;
  // Each argument's node shape and the answer's ("TreeNode", "ListNode[]", "Node", null), or null for plain JSON.
  const nodes = setup.nodes !== null && typeof setup.nodes === 'object' ? setup.nodes : null;
  const paramNodes = nodes === null ? null : nodes.params;
  const answerNodes = nodes === null ? null : nodes.answer;
  // A design problem's class (null: one function called per case).
  const design = setup.design !== null && typeof setup.design === 'object' ? setup.design : null;
  // One of LeetCode's own drivers joins the arguments' nodes (null: none): each case's last argument
  // is the links, and with "place" a returned node is answered by where it stands.
  const links = setup.links !== null && typeof setup.links === 'object' ? setup.links : null;
  const place = links !== null && links.place === true;
  // The API of LeetCode's driver the method calls (null: none): each case's last argument is its value.
  const api = typeof setup.api === 'string' && APIS[setup.api] !== undefined ? setup.api : null;
  if (api === 'guess') defineGlobal('guess', APIS.guess);
  // A Codec's functions there and back by LeetCode's names (null: none): each case's one argument
  // goes through both (runRoundTrip).
  const roundTrip = setup.round_trip !== null && typeof setup.round_trip === 'object' ? setup.round_trip : null;
  // An iterator's hasNext and next by LeetCode's names (null: none): each case's arguments make the
  // object, run to its end (runIterate).
  const iterate = setup.iterate !== null && typeof setup.iterate === 'object' ? setup.iterate : null;
  const shapes = nodeShapes(nodes, design);
  // One of LeetCode's other node classes (they come alone: the method takes one and answers one), or null.
  const driven = shapes.find((shape) => DRIVEN_CLASSES[shape] !== undefined) || null;
  if (shapes.length > 0) {
    defineNodeClasses(
      shapes.some((shape) => shape === 'Node' || shape === 'Node[]'),
      setup.nary_defaults === true,
      driven,
      shapes.some((shape) => shape === 'NestedInteger' || shape === 'NestedInteger[]'),
      shapes.some((shape) => shape === 'Iterator'),
    );
  }
  defineLibraries(setup.libraries);
  definePackages(setup.packages);
  installPrinters();
  Error.stackTraceLimit = MAX_FRAMES;
  const names =
    roundTrip === null ? [setup.method] : [design.methods[roundTrip.there].call, design.methods[roundTrip.back].call];
  const functions = load(setup, names);
  if (functions === null) exit(0);
  const solve = functions[0];
  send('{"event":"ready"}');
  for (;;) {
    const request = receive();
    if (request === null) exit(0);
    const args = request.args;
    let reply;
    designCall = null;
    try {
      if (roundTrip !== null) {
        reply = '"event":"result","value":' + runRoundTrip(solve, functions[1], design, roundTrip, args, budget) + '}';
      } else if (iterate !== null) {
        reply = '"event":"result","value":' + runIterate(solve, design, iterate, args, budget) + '}';
      } else if (design !== null) {
        reply = '"event":"result","value":' + runDesign(solve, design, args, budget) + '}';
      } else {
        let joins = null;
        if (links !== null) {
          joins = args[args.length - 1]; // the links, not an argument of the function
          args.length -= 1;
        }
        if (api !== null) {
          hidden = args[args.length - 1]; // what the API answers from, not an argument of the function
          args.length -= 1;
        }
        if (driven !== null) originals = new NodeSet(); // the last case's nodes are no longer the input
        if (paramNodes !== null) {
          for (let index = 0; index < args.length; index++) args[index] = nodeArgument(args[index], paramNodes[index]);
        }
        // A void method answers with its argument as built, before a link replaced it (237: the list
        // from its head, where the method took one of its nodes).
        const answered = answer === null ? null : args[answer];
        let built = null;
        if (joins !== null) {
          built = builtNodes(args, paramNodes);
          applyLinks(args, joins, built);
        }
        const returned = api === null ? apply(solve, undefined, args) : callApiMethod(solve, api, args);
        const value = answer === null ? returned : answered;
        let text;
        if (place) text = placeOf(value, built, budget);
        else text = answerNodes === null ? encode(value, budget) : encodeNodes(value, answerNodes, budget);
        reply = '"event":"result","value":' + text + '}';
      }
    } catch (error) {
      if (error instanceof TooLarge) {
        reply = '"event":"too_large"}';
      } else if (error instanceof Unwritable) {
        reply = '"event":"error","type":"Error","message":' + stringify(error.message) + ',"frames":[],"frames_total":0' + callField() + '}';
      } else if (isMemoryError(error)) {
        reply = '"event":"memory"}';
      } else {
        reply = '"event":"error"' + errorFields(error) + callField() + '}';
      }
    }
    endCase();
    // Echo the case number: a frame forged into the channel then shows up as out of step.
    send('{"case":' + request.case + ',' + reply);
  }
}

main();
