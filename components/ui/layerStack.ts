/**
 * Stack of open modal layers (focus traps). Only the top layer reacts to Tab and
 * Escape, so a dialog opened above a side panel does not fight it for focus.
 *
 * Layers stack in opening order, with one correction: React runs a child's effects
 * before its parent's, so when a panel and a dialog rendered inside it open in the
 * same update, the dialog registers first. A `LayerNode` (the layer's place in the
 * React tree of modals) lets the parent slot in below its descendants.
 */
export interface LayerNode {
  readonly parent: LayerNode | null;
}

interface Layer {
  element: HTMLElement;
  node: LayerNode | undefined;
}

const layers: Layer[] = [];

function isDescendant(node: LayerNode | undefined, ancestor: LayerNode): boolean {
  for (let current = node?.parent; current; current = current.parent) if (current === ancestor) return true;
  return false;
}

export function pushLayer(element: HTMLElement, node?: LayerNode): void {
  const firstDescendant = node ? layers.findIndex((layer) => isDescendant(layer.node, node)) : -1;
  if (firstDescendant === -1) layers.push({ element, node });
  else layers.splice(firstDescendant, 0, { element, node });
}

export function removeLayer(element: HTMLElement): void {
  const index = layers.findLastIndex((layer) => layer.element === element);
  if (index !== -1) layers.splice(index, 1);
}

export function isTopLayer(element: HTMLElement): boolean {
  return layers.at(-1)?.element === element;
}
