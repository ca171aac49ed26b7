// The chart (DESIGN §3: echarts 6, tree-shaken; this module is loaded only by the Analysis screen). SVG rendering
// keeps text sharp and lets screen readers reach echarts' aria description.
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

interface AnalysisChartProps {
  label: string;
  option: Record<string, unknown>;
  /** Read by browser journeys: what is drawn. */
  state: Record<string, string>;
}

export default function AnalysisChart({ label, option, state }: AnalysisChartProps) {
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
  return <div ref={containerRef} role="img" aria-label={label} className="h-96 w-full" {...data} />;
}
