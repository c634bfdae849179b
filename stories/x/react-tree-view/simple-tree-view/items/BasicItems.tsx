import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicItems() {
  return (
    <Box sx={{ minHeight: 320, maxWidth: 340 }}>
      <SimpleTreeView aria-label="Data analysis course" defaultExpandedItems={['spreadsheets']}>
        <TreeItem itemId="spreadsheets" label="Module 1: Spreadsheets">
          <TreeItem itemId="spreadsheets-formulas" label="Formulas and references" />
          <TreeItem itemId="spreadsheets-pivot" label="Pivot tables" />
          <TreeItem itemId="spreadsheets-charts" label="Charts that tell a story" />
        </TreeItem>
        <TreeItem itemId="sql" label="Module 2: SQL basics">
          <TreeItem itemId="sql-select" label="SELECT and WHERE" />
          <TreeItem itemId="sql-joins" label="Joining tables" />
          <TreeItem itemId="sql-aggregates" label="GROUP BY and aggregates" />
        </TreeItem>
        <TreeItem itemId="python" label="Module 3: Python with pandas">
          <TreeItem itemId="python-dataframes" label="DataFrames" />
          <TreeItem itemId="python-cleaning" label="Cleaning messy data" />
        </TreeItem>
        <TreeItem itemId="capstone" label="Capstone project" />
      </SimpleTreeView>
    </Box>
  );
}
