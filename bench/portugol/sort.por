// Vector work: bubble sort of n pseudo-random values (a small LCG), then a checksum of the sorted vector.
programa {
  funcao inicio() {
    inteiro n
    leia(n)
    inteiro v[n]
    inteiro x = 12345
    para (inteiro i = 0; i < n; i++) {
      x = (x * 1103 + 12345) % 65536
      v[i] = x
    }
    para (inteiro i = 0; i < n - 1; i++) {
      para (inteiro j = 0; j < n - 1 - i; j++) {
        se (v[j] > v[j + 1]) {
          inteiro aux = v[j]
          v[j] = v[j + 1]
          v[j + 1] = aux
        }
      }
    }
    inteiro soma = 0
    para (inteiro i = 0; i < n; i++) {
      soma = (soma * 31 + v[i]) % 1000003
    }
    escreva(v[0], " ", v[n - 1], " ", soma, "\n")
  }
}
