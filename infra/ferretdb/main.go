// Command ferretdb runs an embedded FerretDB (MongoDB wire protocol) on the SQLite
// backend. It is the local and CI stand-in for MongoDB; see DESIGN §9.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", ".data/ferretdb", "directory for the SQLite databases")
	flag.Parse()

	if err := os.MkdirAll(*dataDir, 0o755); err != nil {
		log.Fatalf("cannot create data directory %s: %v", *dataDir, err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: fmt.Sprintf("file:%s/", *dataDir),
	})
	if err != nil {
		log.Fatalf("cannot configure FerretDB: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	log.Printf("FerretDB listening on %s (data in %s)", *listen, *dataDir)
	f.Run(ctx)
}
