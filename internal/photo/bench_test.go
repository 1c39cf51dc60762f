package photo

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"image"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"runtime"
	"syscall"
	"testing"
	"time"

	"github.com/pistil/pistil/internal/photo/phototest"
)

// BenchmarkCheckBomb measures refusing the PNG of issue 18 (6320×6320,
// 16-bit RGBA, 320 MB of pixels in about 320 kB): Check reads its header
// only, and so does Clean before it refuses it.
func BenchmarkCheckBomb(b *testing.B) {
	bomb := phototest.PNGBomb(6320, 6320)
	b.Run("Check", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Check(bomb); err == nil {
				b.Fatal("the bomb passed")
			}
		}
	})
	b.Run("Clean", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Clean(context.Background(), bomb); err == nil {
				b.Fatal("the bomb passed")
			}
		}
	})
}

// cpuTime is the processor time the process has used, user and system:
// unlike ns/op it does not grow when other processes share the machine.
func cpuTime(b *testing.B) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		b.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// BenchmarkCleanLargest measures the largest photos accepted, each at the
// edge of a limit: a 24-megapixel 4:2:0 JPEG to be turned upright (its
// decoded and turned pixels), as a phone writes it (2.9 MB) and as large
// as a file may be (10 MB of detail: the most to decode), a 24-megapixel
// 8-bit RGBA PNG and a 12-megapixel 16-bit RGBA PNG (96 MB of pixels
// each). Each is cleaned whole: B/op bounds the memory one photo takes
// (MemoryPerPhoto is 128 MiB); cpu-ms/op is its processor time, which a
// busy machine stretches into more ns/op. Each is also abandoned 300 ms
// in: ms-past-deadline is how long Clean runs on after its context ends.
func BenchmarkCleanLargest(b *testing.B) {
	// A PNG of 24 MP within 10 MB is smooth: it gets 1 bit of noise, the
	// JPEGs 4 (quality 90) and 5 (quality 95, 10.1 MB).
	rgba := image.NewRGBA(image.Rect(0, 0, 6000, 4000))
	var jpg, jpg10, png8 bytes.Buffer
	for _, noise := range []int{4, 5, 1} {
		phototest.Fill(6000, 4000, noise, func(x, y int, v uint32) {
			i := rgba.PixOffset(x, y)
			rgba.Pix[i], rgba.Pix[i+1], rgba.Pix[i+2], rgba.Pix[i+3] = uint8(v), uint8(v/2), uint8(255-v), 255
		})
		var err error
		switch noise {
		case 4:
			err = jpeg.Encode(&jpg, rgba, &jpeg.Options{Quality: 90})
		case 5:
			err = jpeg.Encode(&jpg10, rgba, &jpeg.Options{Quality: 95})
		default:
			err = png.Encode(&png8, rgba)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	rgba = nil
	deep := image.NewRGBA64(image.Rect(0, 0, 4000, 3000))
	phototest.Fill(4000, 3000, 1, func(x, y int, v uint32) {
		i := deep.PixOffset(x, y)
		copy(deep.Pix[i:i+8], []byte{uint8(v), uint8(v * 7), uint8(v / 2), 0, uint8(255 - v), 1, 255, 255})
	})
	var png16 bytes.Buffer
	if err := png.Encode(&png16, deep); err != nil {
		b.Fatal(err)
	}
	deep = nil
	for _, tt := range []struct {
		name string
		data []byte
	}{
		{"JPEG 6000×4000 4:2:0 turned", withExif(jpg.Bytes(), exifTIFF(binary.LittleEndian, 6))},
		{"JPEG 6000×4000 4:2:0 turned, 10 MB", withExif(jpg10.Bytes(), exifTIFF(binary.LittleEndian, 6))},
		{"PNG 6000×4000 8-bit", png8.Bytes()},
		{"PNG 4000×3000 16-bit", png16.Bytes()},
	} {
		if len(tt.data) > MaxBytes {
			b.Fatalf("%s: %d bytes, more than MaxBytes", tt.name, len(tt.data))
		}
		b.Run(tt.name+"/abandoned after 300 ms", func(b *testing.B) {
			var over time.Duration
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
				deadline, _ := ctx.Deadline()
				if _, err := Clean(ctx, tt.data); !errors.Is(err, ErrTooSlow) {
					b.Fatalf("Clean = %v, want ErrTooSlow", err)
				}
				over += time.Since(deadline)
				cancel()
			}
			b.ReportMetric(float64(over.Milliseconds())/float64(b.N), "ms-past-deadline/op")
		})
		b.Run(tt.name, func(b *testing.B) { benchClean(b, tt.data) })
	}
}

// benchClean cleans data whole, reporting its memory, its processor time
// and its size, and fails when a photo allocates more than its
// Header.Memory, the bound uploads budget it by.
func benchClean(b *testing.B, data []byte) {
	h, err := Check(data)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := cpuTime(b)
	for b.Loop() {
		if _, err := Clean(context.Background(), data); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64((cpuTime(b)-start).Milliseconds())/float64(b.N), "cpu-ms/op")
	runtime.ReadMemStats(&after)
	if perPhoto := int64(after.TotalAlloc-before.TotalAlloc) / int64(b.N); perPhoto > h.Memory() {
		b.Errorf("%d bytes allocated a photo, more than Memory's %d", perPhoto, h.Memory())
	}
	b.ReportMetric(float64(h.Memory())/1e6, "memory-MB")
	b.ReportMetric(float64(len(data)), "bytes-in")
}

// BenchmarkCleanFiles cleans each photo file PISTIL_BENCH_PHOTOS names
// (paths separated as in PATH), as BenchmarkCleanLargest does: for photos
// no Go encoder writes, such as 4:4:4 and progressive JPEGs and WebP
// (docs/benchmarks.md says how those measured were made). Skipped when it
// names none.
//
//	PISTIL_BENCH_PHOTOS=a.jpg:b.webp go test ./internal/photo -run '^$' -bench CleanFiles -benchtime 3x
func BenchmarkCleanFiles(b *testing.B) {
	paths := filepath.SplitList(os.Getenv("PISTIL_BENCH_PHOTOS"))
	if len(paths) == 0 {
		b.Skip("PISTIL_BENCH_PHOTOS names no photo")
	}
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		h, err := Check(data)
		if err != nil {
			b.Fatalf("%s is refused: %v", path, err)
		}
		b.Run(filepath.Base(path), func(b *testing.B) {
			benchClean(b, data)
			b.ReportMetric(float64(h.Width*h.Height)/1e6, "megapixels")
			b.ReportMetric(float64(h.Estimate)/1e6, "estimate-MB")
		})
	}
}
