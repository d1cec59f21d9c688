import { isTopLayer, pushLayer, removeLayer, type LayerNode } from './layerStack';

const el = () => document.createElement('div');

describe('layerStack', () => {
  it('the last opened layer is on top; removing it uncovers the previous one', () => {
    const a = el();
    const b = el();
    pushLayer(a);
    pushLayer(b);
    expect(isTopLayer(b)).toBe(true);
    expect(isTopLayer(a)).toBe(false);
    removeLayer(b);
    expect(isTopLayer(a)).toBe(true);
    removeLayer(a);
    expect(isTopLayer(a)).toBe(false);
  });

  it('a parent registering after its nested child slots in below it', () => {
    const panelNode: LayerNode = { parent: null };
    const dialogNode: LayerNode = { parent: panelNode };
    const panel = el();
    const dialog = el();
    pushLayer(dialog, dialogNode); // child effects run first
    pushLayer(panel, panelNode);
    expect(isTopLayer(dialog)).toBe(true);
    removeLayer(dialog);
    expect(isTopLayer(panel)).toBe(true);
    removeLayer(panel);
  });

  it('an unrelated layer opened later goes on top of nested ones', () => {
    const panelNode: LayerNode = { parent: null };
    const panel = el();
    const nested = el();
    const other = el();
    pushLayer(panel, panelNode);
    pushLayer(nested, { parent: panelNode });
    pushLayer(other, { parent: null });
    expect(isTopLayer(other)).toBe(true);
    [other, nested, panel].forEach(removeLayer);
  });
});
