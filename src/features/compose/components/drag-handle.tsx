import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { HolderOutlined } from '@ant-design/icons';

/** A sortable item's node, style and drag handle (pointer or keyboard: space, arrows, space). */
export function useSortableItem(id: string) {
  const sortable = useSortable({ id });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.6 : 1,
  };
  return { ...sortable, style };
}

/** The grip that starts a drag. */
export function DragHandle(props: {
  label: string;
  setRef(node: HTMLElement | null): void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
}) {
  const { label, setRef, attributes, listeners } = props;
  return (
    <button
      type="button"
      ref={setRef}
      className="compose-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
      title="拖动排序"
    >
      <HolderOutlined />
    </button>
  );
}
