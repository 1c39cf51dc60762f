package telemetry

import (
	"context"
	"slices"
	"strings"
	"unicode/utf8"

	"go.opentelemetry.io/otel/attribute"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
)

// OTLP carries text as protobuf strings, which must be valid UTF-8: one
// string that is not fails the whole batch's export, every span in it lost.
// Spans record what clients send (the request's path, its User-Agent and
// X-Forwarded-For headers, errors quoting them), and Pistil lets an
// informational header through whatever its bytes. So the spans are
// exported with every text made valid: a byte that is not UTF-8 becomes
// U+FFFD.

// validText hands its exporter spans whose texts are all valid UTF-8.
type validText struct{ sdktrace.SpanExporter }

func (e validText) ExportSpans(ctx context.Context, spans []sdktrace.ReadOnlySpan) error {
	var out []sdktrace.ReadOnlySpan // a copy, once a span needs cleaning
	for i, s := range spans {
		if c, changed := cleaned(s); changed {
			if out == nil {
				out = slices.Clone(spans)
			}
			out[i] = c
		}
	}
	if out == nil {
		out = spans
	}
	return e.SpanExporter.ExportSpans(ctx, out)
}

// cleanSpan is a span with its texts made valid.
type cleanSpan struct {
	sdktrace.ReadOnlySpan
	name   string
	attrs  []attribute.KeyValue
	events []sdktrace.Event
	links  []sdktrace.Link
	status sdktrace.Status
}

func (s cleanSpan) Name() string                     { return s.name }
func (s cleanSpan) Attributes() []attribute.KeyValue { return s.attrs }
func (s cleanSpan) Events() []sdktrace.Event         { return s.events }
func (s cleanSpan) Links() []sdktrace.Link           { return s.links }
func (s cleanSpan) Status() sdktrace.Status          { return s.status }

// cleaned is s with its texts made valid, and whether any was not.
func cleaned(s sdktrace.ReadOnlySpan) (sdktrace.ReadOnlySpan, bool) {
	c := cleanSpan{ReadOnlySpan: s, name: s.Name(), attrs: s.Attributes(), events: s.Events(), links: s.Links(), status: s.Status()}
	changed := false
	fix := func(t *string) {
		if !utf8.ValidString(*t) {
			*t, changed = valid(*t), true
		}
	}
	fixAttrs := func(attrs []attribute.KeyValue) []attribute.KeyValue {
		var out []attribute.KeyValue
		for i, kv := range attrs {
			if v, ok := validKeyValue(kv); ok {
				if out == nil {
					out = slices.Clone(attrs)
				}
				out[i], changed = v, true
			}
		}
		if out == nil {
			return attrs
		}
		return out
	}
	fix(&c.name)
	fix(&c.status.Description)
	c.attrs = fixAttrs(c.attrs)
	if len(c.events) > 0 {
		c.events = slices.Clone(c.events)
		for i := range c.events {
			fix(&c.events[i].Name)
			c.events[i].Attributes = fixAttrs(c.events[i].Attributes)
		}
	}
	if len(c.links) > 0 {
		c.links = slices.Clone(c.links)
		for i := range c.links {
			c.links[i].Attributes = fixAttrs(c.links[i].Attributes)
		}
	}
	if !changed {
		return s, false
	}
	return c, true
}

// validKeyValue is kv with its key and text made valid, reporting whether
// any was not.
func validKeyValue(kv attribute.KeyValue) (attribute.KeyValue, bool) {
	key, changed := string(kv.Key), false
	if !utf8.ValidString(key) {
		key, changed = valid(key), true
	}
	v := kv.Value
	switch v.Type() {
	case attribute.STRING:
		if s := v.AsString(); !utf8.ValidString(s) {
			v, changed = attribute.StringValue(valid(s)), true
		}
	case attribute.STRINGSLICE:
		list := v.AsStringSlice()
		if slices.ContainsFunc(list, func(s string) bool { return !utf8.ValidString(s) }) {
			for i, s := range list {
				list[i] = valid(s)
			}
			v, changed = attribute.StringSliceValue(list), true
		}
	}
	return attribute.KeyValue{Key: attribute.Key(key), Value: v}, changed
}

func valid(s string) string { return strings.ToValidUTF8(s, "\uFFFD") }
