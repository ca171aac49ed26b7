// A chart (DESIGN §3: echarts 6, tree-shaken). Load it with React.lazy only, so echarts stays in a chunk of its own
// that the Analysis screen and the admin Statistics share. SVG rendering keeps text sharp and lets screen readers
// reach echarts' aria description.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

interface EchartsChartProps {
  label: string;
  option: Record<string, unknown>;
  /** Read by browser journeys: what is drawn. */
  state: Record<string, string>;
  /** Tailwind height of the drawing area. */
  heightClass?: string;
}

export default function EchartsChart({ label, option, state, heightClass = 'h-96' }: EchartsChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) return;
    const chart = echarts.init(container, undefined, { renderer: 'svg' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: switching between pie and bars must not keep the other's axes.
    chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  const data = Object.fromEntries(Object.entries(state).map(([key, value]) => [`data-${key}`, value]));
  return (
    <div ref={containerRef} role="img" aria-label={label} className={`${heightClass} w-full`} {...data} />
  );
}
