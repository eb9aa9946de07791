"use client";
// The 3D bubble map: one instanced sphere mesh for every wallet (one draw call
// however many holders; exited groups' ghosts get a translucent one of their own), two line-segment meshes for the links, three's own
// OrbitControls, and rendering on demand (a frame only when something moved),
// which keeps software WebGL (SwiftShader) and laptops cool.
import { Canvas, useFrame, useThree, type ThreeEvent } from "@react-three/fiber";
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import * as THREE from "three";
import { OrbitControls } from "three/examples/jsm/controls/OrbitControls.js";
import { linkColor, type MapModel } from "@/components/map/map-model";
import type { MapLink } from "@/server/contracts/wire-types";

/** A bubble's projected centre and radius in CSS pixels of the canvas (test hook and keyboard-free hover targets). */
export interface Hotspot {
  id: string;
  x: number;
  y: number;
  r: number;
}

export interface SceneProps {
  model: MapModel;
  showSlotLinks: boolean;
  highlighted: number | null;
  resetToken: number;
  onHover: (index: number | null, clientX: number, clientY: number) => void;
  onPin: (index: number) => void;
  onHotspots: (spots: Hotspot[]) => void;
}

/** degrees; narrow enough that bubbles near the edge are not stretched into ovals */
const FOV = 35;
const HOTSPOT_COUNT = 8;
/** pointer travel (px) between down and up above which a click is an orbit drag, not a pick */
const CLICK_SLOP = 5;

type MeshRef = React.RefObject<THREE.InstancedMesh | null>;

/** One instanced mesh for the bubbles at `indices` (node indices); userData.indices maps an instance back. */
function Bubbles({ model, indices, meshRef, ghost, onHover, onPin }: Pick<SceneProps, "model" | "onHover" | "onPin"> & { indices: number[]; meshRef: MeshRef; ghost: boolean }) {
  const invalidate = useThree((s) => s.invalidate);
  const wireRef = useRef<THREE.InstancedMesh>(null);
  useLayoutEffect(() => {
    const matrix = new THREE.Matrix4();
    const color = new THREE.Color();
    for (const mesh of [meshRef.current, wireRef.current]) {
      if (!mesh) continue;
      mesh.userData.indices = indices;
      indices.forEach((node, i) => {
        const radius = model.radii[node];
        matrix.makeScale(radius, radius, radius).setPosition(model.positions[node * 3], model.positions[node * 3 + 1], model.positions[node * 3 + 2]);
        mesh.setMatrixAt(i, matrix);
        mesh.setColorAt(i, color.set(model.colors[node]));
      });
      mesh.instanceMatrix.needsUpdate = true;
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
      mesh.computeBoundingSphere();
    }
    invalidate();
  }, [model, indices, meshRef, invalidate]);
  if (indices.length === 0) return null;
  return (
    <>
      <instancedMesh
        key={`${ghost}:${indices.length}`}
        ref={meshRef}
        args={[undefined, undefined, indices.length]}
        onPointerMove={(e: ThreeEvent<PointerEvent>) => {
          e.stopPropagation();
          onHover(e.instanceId === undefined ? null : indices[e.instanceId], e.nativeEvent.clientX, e.nativeEvent.clientY);
        }}
        onPointerOut={(e: ThreeEvent<PointerEvent>) => onHover(null, e.nativeEvent.clientX, e.nativeEvent.clientY)}
        onClick={(e: ThreeEvent<MouseEvent>) => {
          if (e.instanceId !== undefined && e.delta <= CLICK_SLOP) onPin(indices[e.instanceId]);
        }}
      >
        <sphereGeometry args={[1, 28, 18]} />
        {/* Lambert, not the physically based standard material: its shader compiles several times
            faster (the browser waits for it, and software WebGL compiles on the CPU) and bubbles
            need no reflections. A ghost (exited, holds nothing) is a faint fill under its outline. */}
        {ghost ? <meshLambertMaterial transparent opacity={0.2} depthWrite={false} /> : <meshLambertMaterial />}
      </instancedMesh>
      {ghost && (
        // the ghost's outline: a coarse wire sphere in the role colour; never picked (the fill is)
        <instancedMesh key={`wire:${indices.length}`} ref={wireRef} args={[undefined, undefined, indices.length]} raycast={() => null}>
          <sphereGeometry args={[1.04, 12, 8]} />
          <meshBasicMaterial wireframe transparent opacity={0.85} />
        </instancedMesh>
      )}
    </>
  );
}

function Links({ model, links, dashed }: { model: MapModel; links: MapLink[]; dashed: boolean }) {
  const ref = useRef<THREE.LineSegments>(null);
  const geometry = useMemo(() => {
    const positions = new Float32Array(links.length * 6);
    const colors = new Float32Array(links.length * 6);
    const color = new THREE.Color();
    links.forEach((link, i) => {
      const a = model.indexOf.get(link.source)!;
      const b = model.indexOf.get(link.target)!;
      positions.set(model.positions.subarray(a * 3, a * 3 + 3), i * 6);
      positions.set(model.positions.subarray(b * 3, b * 3 + 3), i * 6 + 3);
      color.set(linkColor(link, model.exitedIds));
      colors.set([color.r, color.g, color.b, color.r, color.g, color.b], i * 6);
    });
    const g = new THREE.BufferGeometry();
    g.setAttribute("position", new THREE.BufferAttribute(positions, 3));
    g.setAttribute("color", new THREE.BufferAttribute(colors, 3));
    return g;
  }, [model, links]);
  useLayoutEffect(() => {
    if (dashed) ref.current?.computeLineDistances();
  }, [dashed, geometry]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  if (links.length === 0) return null;
  return (
    <lineSegments ref={ref} geometry={geometry}>
      {dashed ? <lineDashedMaterial vertexColors dashSize={0.45} gapSize={0.3} transparent opacity={0.95} /> : <lineBasicMaterial vertexColors transparent opacity={0.7} />}
    </lineSegments>
  );
}

function Highlight({ model, index }: { model: MapModel; index: number | null }) {
  if (index === null || index >= model.nodes.length) return null;
  const p = model.positions;
  return (
    <mesh position={[p[index * 3], p[index * 3 + 1], p[index * 3 + 2]]} scale={model.radii[index] * 1.22}>
      <sphereGeometry args={[1, 20, 14]} />
      <meshBasicMaterial color="#e2e8f0" wireframe transparent opacity={0.45} />
    </mesh>
  );
}

/** Direction the camera looks from: a little above and to the right, so depth reads. */
const VIEW_DIRECTION = new THREE.Vector3(0.32, 0.22, 1).normalize();

/** Places the camera on VIEW_DIRECTION at the nearest distance where every bubble is inside the view. */
function fitCamera(camera: THREE.Camera, model: MapModel, size: { width: number; height: number }): void {
  const perspective = camera as THREE.PerspectiveCamera;
  const tanV = Math.tan((FOV * Math.PI) / 360);
  // before the first measurement the canvas may be 0 x 0: assume square
  const aspect = size.width > 0 && size.height > 0 ? size.width / size.height : 1;
  const tanH = tanV * aspect;
  const right = new THREE.Vector3().crossVectors(new THREE.Vector3(0, 1, 0), VIEW_DIRECTION).normalize();
  const up = new THREE.Vector3().crossVectors(VIEW_DIRECTION, right);
  const p = new THREE.Vector3();
  let distance = 1;
  model.radii.forEach((r, i) => {
    p.fromArray(model.positions, i * 3);
    const depth = p.dot(VIEW_DIRECTION);
    // a sphere of radius r at (x, y) is inside when |x| + r <= (distance - depth) * tan(half angle), both axes
    distance = Math.max(distance, depth + (Math.abs(p.dot(right)) + r) / tanH, depth + (Math.abs(p.dot(up)) + r) / tanV);
  });
  distance *= 1.12;
  perspective.position.copy(VIEW_DIRECTION).multiplyScalar(distance);
  perspective.near = distance / 100;
  perspective.far = distance * 20;
  perspective.lookAt(0, 0, 0);
  perspective.updateProjectionMatrix();
}

function createOrbit(camera: THREE.Camera, element: HTMLElement, extent: number, onChange: () => void): OrbitControls {
  const orbit = new OrbitControls(camera, element);
  orbit.enableDamping = true;
  orbit.dampingFactor = 0.12;
  orbit.minDistance = extent * 0.5;
  orbit.maxDistance = extent * 8;
  orbit.addEventListener("change", onChange);
  return orbit;
}

function CameraRig({ model, resetToken, meshRefs, onHotspots }: Pick<SceneProps, "model" | "resetToken" | "onHotspots"> & { meshRefs: MeshRef[] }) {
  const get = useThree((s) => s.get);
  const invalidate = useThree((s) => s.invalidate);
  const controls = useRef<OrbitControls | null>(null);
  const dirty = useRef(true);

  useEffect(() => {
    const { camera, gl } = get();
    const orbit = createOrbit(camera, gl.domElement, model.extent, () => {
      dirty.current = true;
      invalidate();
    });
    controls.current = orbit;
    return () => {
      orbit.dispose();
      controls.current = null;
    };
  }, [get, model.extent, invalidate]);

  useLayoutEffect(() => {
    // refit only for a new graph or an explicit reset, never on resize: a reader's zoom stays put
    const { camera, size } = get();
    fitCamera(camera, model, size);
    controls.current?.target.set(0, 0, 0);
    dirty.current = true;
    invalidate();
  }, [get, model, resetToken, invalidate]);

  useFrame((state) => {
    controls.current?.update();
    const meshes = meshRefs.flatMap((ref) => (ref.current ? [ref.current] : []));
    if (dirty.current && meshes.length > 0) {
      dirty.current = false;
      onHotspots(projectHotspots(model, state.camera, state.size, meshes));
    }
  });
  return null;
}

/** The largest bubbles that are on screen and not hidden behind another bubble. */
function projectHotspots(model: MapModel, camera: THREE.Camera, size: { width: number; height: number }, meshes: THREE.InstancedMesh[]): Hotspot[] {
  const raycaster = new THREE.Raycaster();
  const v = new THREE.Vector3();
  const edge = new THREE.Vector3();
  const spots: Hotspot[] = [];
  for (const i of model.bySize) {
    if (spots.length === HOTSPOT_COUNT) break;
    v.set(model.positions[i * 3], model.positions[i * 3 + 1], model.positions[i * 3 + 2]);
    edge.copy(v).add(new THREE.Vector3(model.radii[i], 0, 0).applyQuaternion(camera.quaternion)).project(camera);
    v.project(camera);
    if (v.z > 1 || Math.abs(v.x) > 0.95 || Math.abs(v.y) > 0.95) continue;
    raycaster.setFromCamera(new THREE.Vector2(v.x, v.y), camera);
    const hit = raycaster.intersectObjects(meshes, false)[0];
    if (hit?.instanceId === undefined || (hit.object.userData.indices as number[])[hit.instanceId] !== i) continue;
    const x = ((v.x + 1) / 2) * size.width;
    const y = ((1 - v.y) / 2) * size.height;
    spots.push({ id: model.nodes[i].id, x: Math.round(x), y: Math.round(y), r: Math.round(Math.abs(((edge.x + 1) / 2) * size.width - x)) });
  }
  return spots;
}

export function BubbleScene(props: SceneProps) {
  const solidRef = useRef<THREE.InstancedMesh>(null);
  const ghostRef = useRef<THREE.InstancedMesh>(null);
  // ghosts need their own translucent material, so their own mesh: still two draw calls in all
  const [solid, ghosts] = useMemo(() => {
    const all = props.model.nodes.map((_, i) => i);
    return [all.filter((i) => !props.model.ghost[i]), all.filter((i) => props.model.ghost[i])];
  }, [props.model]);
  // dpr capped at 1.5: a phone's 3x screen would fill 4x the pixels for round bubbles that look the
  // same; on such dense screens multisampling buys little and costs a resolve on every frame
  const antialias = typeof window === "undefined" || window.devicePixelRatio < 1.5;
  return (
    <Canvas frameloop="demand" dpr={[1, 1.5]} camera={{ fov: FOV, position: [0, 0, 60] }} gl={{ antialias, powerPreference: "high-performance" }} onPointerMissed={() => props.onHover(null, 0, 0)}>
      <color attach="background" args={["#0b1020"]} />
      <ambientLight intensity={0.7} />
      <directionalLight position={[2, 3, 4]} intensity={1.8} />
      <directionalLight position={[-3, -1, -2]} intensity={0.5} color="#38bdf8" />
      <Bubbles model={props.model} indices={solid} meshRef={solidRef} ghost={false} onHover={props.onHover} onPin={props.onPin} />
      <Bubbles model={props.model} indices={ghosts} meshRef={ghostRef} ghost onHover={props.onHover} onPin={props.onPin} />
      <Links model={props.model} links={props.model.funding} dashed={false} />
      {props.showSlotLinks && <Links model={props.model} links={props.model.sharedSlot} dashed />}
      <Highlight model={props.model} index={props.highlighted} />
      <CameraRig model={props.model} resetToken={props.resetToken} meshRefs={[solidRef, ghostRef]} onHotspots={props.onHotspots} />
    </Canvas>
  );
}
