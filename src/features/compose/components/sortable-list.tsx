import type { ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type Over,
} from '@dnd-kit/core';
import {
  hasSortableData,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';

/** 1-based place of a sortable item. */
const place = (item: Active | Over | null) =>
  hasSortableData(item) ? item.data.current.sortable.index + 1 : 0;

const accessibility = {
  screenReaderInstructions: {
    draggable: '按空格键拿起，用上下方向键移动，再按空格键放下；按 Esc 取消。',
  },
  announcements: {
    onDragStart: ({ active }) => `已拿起第 ${place(active)} 项`,
    onDragOver: ({ over }) => (over ? `移到第 ${place(over)} 个位置` : '已移出列表'),
    onDragEnd: ({ over }) => (over ? `已放在第 ${place(over)} 个位置` : '已放回原处'),
    onDragCancel: () => '已取消拖动，放回原处',
  } satisfies Announcements,
};

/** A vertical drag-and-drop list: reports the moved id and its new index. */
export function SortableList(props: {
  ids: string[];
  onMove(id: string, to: number): void;
  children: ReactNode;
}) {
  const { ids, onMove, children } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = ids.indexOf(String(over.id));
    if (to >= 0) onMove(String(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
