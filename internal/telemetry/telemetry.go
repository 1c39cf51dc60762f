// Package telemetry sets up OpenTelemetry tracing: spans exported over
// OTLP/HTTP (protobuf) to a collector, in batches.
package telemetry

import (
	"context"
	"strings"

	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	semconv "go.opentelemetry.io/otel/semconv/v1.43.0"
)

// TracesURL is where spans go for an OTLP endpoint given as a base URL, the
// way OTEL_EXPORTER_OTLP_ENDPOINT is: the base with /v1/traces.
func TracesURL(endpoint string) string {
	return strings.TrimRight(endpoint, "/") + "/v1/traces"
}

// NewTracerProvider exports spans to the OTLP endpoint (a base URL such as
// http://127.0.0.1:4318). Shut it down to send the spans still buffered.
// The exporter still reads the other OTEL_EXPORTER_OTLP_* variables
// (headers, timeout, compression, certificates). Texts that are not UTF-8
// are exported with U+FFFD in place of their bad bytes (validText), so that
// no client's header can lose a batch.
func NewTracerProvider(ctx context.Context, endpoint, version string) (*sdktrace.TracerProvider, error) {
	exp, err := otlptracehttp.New(ctx, otlptracehttp.WithEndpointURL(TracesURL(endpoint)))
	if err != nil {
		return nil, err
	}
	res := resource.NewWithAttributes(semconv.SchemaURL, semconv.ServiceName("pistil"), semconv.ServiceVersion(version))
	return sdktrace.NewTracerProvider(sdktrace.WithBatcher(validText{exp}), sdktrace.WithResource(res)), nil
}
