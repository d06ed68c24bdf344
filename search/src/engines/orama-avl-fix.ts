import { avl } from '@orama/orama/trees';

interface AvlNode {
  k: number;
  v: Set<unknown>;
  l: AvlNode | null;
  r: AvlNode | null;
  updateHeight(): void;
}

type Tree = { rebalanceNode(node: AvlNode): AvlNode };

/**
 * Orama 3.1 (up to 3.1.18) loses part of a number index when it removes a key whose node has two children:
 * it rebalances the successor's parent against the wrong ancestor. Replacing an offer then hid other offers
 * from every range filter (`expiresAt > now`). This is the textbook recursive removal, installed once.
 */
function removeNode(this: Tree, node: AvlNode | null, key: number): AvlNode | null {
  if (node === null) return null;
  if (key < node.k) node.l = removeNode.call(this, node.l, key);
  else if (key > node.k) node.r = removeNode.call(this, node.r, key);
  else {
    if (node.l === null || node.r === null) return node.l ?? node.r;
    let successor = node.r;
    while (successor.l !== null) successor = successor.l;
    node.k = successor.k;
    node.v = successor.v;
    node.r = removeNode.call(this, node.r, successor.k);
  }
  node.updateHeight();
  return this.rebalanceNode(node);
}

(avl.AVLTree.prototype as unknown as { removeNode: typeof removeNode }).removeNode = removeNode;
