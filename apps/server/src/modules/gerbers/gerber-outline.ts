import type { ImageTree, PathSegment } from '@tracespace/plotter';

/** A rectangle in the layer's own units, Gerber orientation (y up). */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const emptyBox = (): Box => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });
export const isEmptyBox = (box: Box) => !(box.maxX >= box.minX && box.maxY >= box.minY);

export function addPoint(box: Box, x: number, y: number): void {
  box.minX = Math.min(box.minX, x);
  box.minY = Math.min(box.minY, y);
  box.maxX = Math.max(box.maxX, x);
  box.maxY = Math.max(box.maxY, y);
}

/** Ends and, for arcs, a few points along the way (a rounded corner bulges past its ends). */
function addSegment(box: Box, segment: PathSegment): void {
  addPoint(box, segment.start[0], segment.start[1]);
  addPoint(box, segment.end[0], segment.end[1]);
  if (segment.type !== 'arc') return;
  const [startAngle, endAngle] = [segment.start[2], segment.end[2]];
  const steps = 16;
  for (let step = 1; step < steps; step += 1) {
    const angle = startAngle + ((endAngle - startAngle) * step) / steps;
    addPoint(
      box,
      segment.center[0] + segment.radius * Math.cos(angle),
      segment.center[1] + segment.radius * Math.sin(angle),
    );
  }
}

export interface BoardLoop {
  box: Box;
  segments: PathSegment[];
}

/** Every stroked or region segment of a layer, whatever the pen width (outlines are often width 0). */
export function segmentsOf(image: ImageTree): PathSegment[] {
  return image.children.flatMap((node) =>
    node.type === 'imagePath' || node.type === 'imageRegion' ? node.segments : [],
  );
}

/**
 * The board is the largest closed loop of the outline layer, measured on the pen's centre line. An
 * outline layer often carries more than the edge: dimension lines, notes, open drawings past the
 * board. Segments are joined at ends closer than `tolerance` (CAD exports leave gaps smaller than the
 * pen, e.g. 8bit-mixtape's 0.25 mm); a group is closed when it holds a cycle (more distinct edges
 * than its vertices minus one) — not "every joint even", since some outlines draw a side twice.
 */
export function findBoardLoop(segments: readonly PathSegment[], tolerance: number): BoardLoop | null {
  // Some exporters draw an edge as two overlapping lines (EasyEDA: one side ends 0.8 mm past where
  // the next begins); only when no loop closes end to end are loose ends joined to the line they lie on.
  return largestLoop(segments, tolerance, false) ?? largestLoop(segments, tolerance, true);
}

/** Distance from a point to a straight segment's centre line. */
function distanceToLine(x: number, y: number, segment: PathSegment): number {
  const [ax, ay] = [segment.start[0], segment.start[1]];
  const [dx, dy] = [segment.end[0] - ax, segment.end[1] - ay];
  const length = dx * dx + dy * dy;
  const along = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
  return Math.hypot(x - (ax + along * dx), y - (ay + along * dy));
}

function largestLoop(
  segments: readonly PathSegment[],
  tolerance: number,
  joinsLooseEnds: boolean,
): BoardLoop | null {
  const vertices: [number, number][] = [];
  const grid = new Map<string, number[]>();
  const cell = (value: number) => Math.floor(value / tolerance);
  // Snaps an end to a vertex already seen within the tolerance (grid cells of that size).
  const vertexOf = (x: number, y: number): number => {
    const [cx, cy] = [cell(x), cell(y)];
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const id of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          const [vx, vy] = vertices[id] ?? [Infinity, Infinity];
          if (Math.hypot(vx - x, vy - y) <= tolerance) return id;
        }
      }
    }
    vertices.push([x, y]);
    const key = `${cx},${cy}`;
    grid.set(key, [...(grid.get(key) ?? []), vertices.length - 1]);
    return vertices.length - 1;
  };
  const parent: number[] = [];
  const find = (id: number): number => {
    let root = id;
    while (parent[root] !== root) root = parent[root] ?? root;
    parent[id] = root;
    return root;
  };
  const edges = segments.map((segment) => {
    const a = vertexOf(segment.start[0], segment.start[1]);
    const b = vertexOf(segment.end[0], segment.end[1]);
    parent[a] ??= a;
    parent[b] ??= b;
    parent[find(a)] = find(b);
    return [a, b] as const;
  });
  // A loose end on another line splits that line there: one more edge, no new vertex.
  const junctions = joinsLooseEnds ? looseEndJunctions(segments, edges, vertices, tolerance) : [];
  for (const { vertex, segment } of junctions) {
    const [a] = edges[segment] ?? [vertex];
    parent[find(vertex)] = find(a);
  }
  const groups = new Map<number, BoardLoop & { vertices: Set<number>; edges: Set<string> }>();
  segments.forEach((segment, index) => {
    const [a, b] = edges[index] ?? [0, 0];
    const root = find(a);
    let group = groups.get(root);
    if (!group) {
      group = { box: emptyBox(), segments: [], vertices: new Set(), edges: new Set() };
      groups.set(root, group);
    }
    group.segments.push(segment);
    group.vertices.add(a).add(b);
    // A line drawn twice is one edge; two arcs between the same ends are a circle, and a full circle
    // (one arc from a point back to it) is a loop on its own. A line collapsed to a point is nothing.
    if (segment.type === 'arc') group.edges.add(`arc${index}`);
    else if (a !== b) group.edges.add(`${Math.min(a, b)}-${Math.max(a, b)}`);
    addSegment(group.box, segment);
  });
  for (const { vertex, segment } of junctions) groups.get(find(vertex))?.edges.add(`on${vertex}-${segment}`);
  let best: BoardLoop | null = null;
  let bestArea = 0;
  for (const group of groups.values()) {
    const hasCycle = group.edges.size >= group.vertices.size;
    const area = (group.box.maxX - group.box.minX) * (group.box.maxY - group.box.minY);
    if (hasCycle && area > bestArea) {
      best = { box: group.box, segments: group.segments };
      bestArea = area;
    }
  }
  return best;
}

/** Ends used by one segment only that lie on another straight segment (not at its own ends). */
function looseEndJunctions(
  segments: readonly PathSegment[],
  edges: readonly (readonly [number, number])[],
  vertices: readonly [number, number][],
  tolerance: number,
): { vertex: number; segment: number }[] {
  const uses = new Map<number, number>();
  for (const [a, b] of edges) {
    uses.set(a, (uses.get(a) ?? 0) + 1);
    uses.set(b, (uses.get(b) ?? 0) + 1);
  }
  const junctions: { vertex: number; segment: number }[] = [];
  for (const [vertex, count] of uses) {
    if (count !== 1) continue;
    const [x, y] = vertices[vertex] ?? [Number.NaN, Number.NaN];
    segments.forEach((segment, index) => {
      const [a, b] = edges[index] ?? [vertex, vertex];
      if (segment.type !== 'line' || a === vertex || b === vertex) return;
      if (distanceToLine(x, y, segment) <= tolerance) junctions.push({ vertex, segment: index });
    });
  }
  return junctions;
}

/** The extent of every segment's centre line, for an outline layer with no closed loop. */
export function segmentsBox(segments: readonly PathSegment[]): Box {
  const box = emptyBox();
  for (const segment of segments) addSegment(box, segment);
  return box;
}
