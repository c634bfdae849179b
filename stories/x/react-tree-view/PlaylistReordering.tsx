import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const playlists: TreeViewBaseItem[] = [
  {
    id: 'liked',
    label: 'Liked songs',
    children: [
      { id: 'clair-de-lune', label: 'Clair de Lune' },
      { id: 'blue-in-green', label: 'Blue in Green' },
    ],
  },
  {
    id: 'running',
    label: 'Running',
    children: [
      { id: 'harder-better', label: 'Harder, Better, Faster, Stronger' },
      { id: 'seven-nation', label: 'Seven Nation Army' },
      { id: 'lose-yourself', label: 'Lose Yourself' },
    ],
  },
  {
    id: 'road-trip',
    label: 'Road trip',
    children: [
      { id: 'go-your-own-way', label: 'Go Your Own Way' },
      { id: 'take-it-easy', label: 'Take It Easy' },
    ],
  },
];

const playlistIds = playlists.map((playlist) => playlist.id);
const labels: Record<string, string> = {};
playlists.forEach((playlist) => {
  labels[playlist.id] = playlist.label;
  playlist.children?.forEach((song) => {
    labels[song.id] = song.label;
  });
});

export default function PlaylistReordering() {
  const [lastMove, setLastMove] = React.useState('No song moved yet.');

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Box sx={{ minHeight: 352 }}>
        <RichTreeViewPro
          aria-label="Playlists"
          items={playlists}
          defaultExpandedItems={playlistIds}
          itemsReordering
          // The playlists keep their order; only songs can be dragged.
          isItemReorderable={(itemId) => !playlistIds.includes(itemId)}
          // A song may land in any playlist, but never inside another song.
          canMoveItemToNewPosition={({ newPosition }) =>
            newPosition.parentId !== null && playlistIds.includes(newPosition.parentId)
          }
          onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
            const song = labels[itemId];
            const from = labels[oldPosition.parentId ?? ''];
            const to = labels[newPosition.parentId ?? ''];
            const place = `position ${newPosition.index + 1}`;
            setLastMove(
              from === to
                ? `"${song}" moved to ${place} in ${to}.`
                : `"${song}" moved from ${from} to ${to}, ${place}.`,
            );
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastMove}
      </Typography>
    </Box>
  );
}
