module crdplayer

go 1.26
